import type { Words } from '@/lib/i18n';
import type * as en from '../../legal/cookies';
import { documentLabels } from './types';

export const cookiePolicy: Words<typeof en.cookiePolicy> = {
  lang: 'sv',
  metaTitle: 'Cookiepolicy',
  description: 'Vilka cookies Solviks webbplats använder, varför och hur du styr över dem.',
  title: 'Cookiepolicy',
  intro:
    'Här beskriver vi vad cookies är, exakt vilka cookies Solviks webbplats sparar och varför, och hur du styr över dem.',
  lastUpdated: '2026-11-28',
  companyDetailsTitle: 'Företagsuppgifter',
  labels: documentLabels,
  sections: [
    {
      title: 'Vad är cookies?',
      blocks: [
        {
          text: 'En cookie är en liten textfil som en webbplats sparar i din webbläsare. Den kan till exempel komma ihåg att du är inloggad eller vilka val du har gjort. Liknande tekniker, som lokal lagring i webbläsaren, omfattas av samma regler och av den här policyn.',
        },
      ],
    },
    {
      title: 'Typer av cookies',
      blocks: [
        {
          items: [
            {
              term: 'Sessionscookies',
              text: 'Sparas bara medan webbläsaren är öppen och raderas när du stänger den.',
            },
            {
              term: 'Permanenta cookies',
              text: 'Sparas tills de upphör att gälla eller tills du raderar dem.',
            },
            {
              term: 'Tredjepartscookies',
              text: 'Sätts av någon annan än den webbplats du besöker, till exempel av en tjänst som är inbäddad på sidan.',
            },
          ],
        },
      ],
    },
    {
      title: 'Kategorier av cookies',
      blocks: [
        {
          items: [
            {
              term: 'Nödvändiga cookies',
              text: 'Krävs för att webbplatsen ska fungera och sätts bara när du använder den funktion de behövs för. De kräver inte samtycke. Vi använder en sådan, bara för våra redaktörer.',
            },
            {
              term: 'Funktionscookies',
              text: 'Behövs för en funktion på sidan som du själv har bett om, till exempel en inbäddad chatt. Sådana använder vi inte.',
            },
            {
              term: 'Annonscookies',
              text: 'Används för att visa annonser som är relevanta för dig, även på andra webbplatser. Sådana använder vi inte.',
            },
            {
              term: 'Analyscookies',
              text: 'Visar hur besökare använder webbplatsen, så att den kan förbättras. Sådana använder vi inte.',
            },
            {
              term: 'Prestandacookies',
              text: 'Mäter hur snabbt och stabilt webbplatsen fungerar. Sådana använder vi inte.',
            },
            {
              term: 'Övriga cookies',
              text: 'Cookies som inte passar in i någon av kategorierna ovan. Sådana använder vi inte.',
            },
          ],
        },
      ],
    },
    {
      title: 'Hur vår webbplats använder cookies',
      blocks: [
        {
          text: 'När du besöker vår webbplats sparas ingenting i din webbläsare: inga cookies och ingen lokal lagring. Vi för ingen besöksstatistik och visar inga annonser, och ingenting laddas från tredje part. Därför visar vi ingen cookiebanner – det finns inget att be dig samtycka till.',
        },
        {
          text: 'Den enda cookie som webbplatsen sätter är till för våra egna redaktörer, när de förhandsgranskar nyheter innan de publiceras:',
        },
        {
          items: [
            {
              term: '__prerender_bypass (nödvändig, vår egen, bara för redaktörer)',
              text: 'En sessionscookie som slår på förhandsgranskning när en redaktör går igenom opublicerade nyheter. Den tas bort när redaktören lämnar förhandsgranskningen eller stänger webbläsaren. Besökare får den aldrig.',
            },
          ],
        },
        {
          text: [
            'Kontaktformuläret på ',
            { label: 'kontaktsidan' },
            ' är vårt eget och sätter inga cookies. Det du skriver vidarebefordras av vår server till HubSpot, som vi använder för att hantera kundkontakter; din webbläsare har ingen kontakt med HubSpot. Hur vi behandlar uppgifterna beskriver vi i vår integritetspolicy.',
          ],
        },
        {
          text: 'Om vi någon gång lägger till en cookie i någon annan kategori än nödvändiga uppdaterar vi först den här policyn och ber om ditt samtycke innan den cookien sätts, med ”Godkänn alla” och ”Avvisa alla” som två likvärdiga val. Ingenting valfritt körs förrän du har valt.',
        },
      ],
    },
    {
      title: 'Hantera lagring av cookies',
      blocks: [
        {
          text: 'I webbläsarens inställningar kan du se och radera sparade cookies, blockera tredjepartscookies eller alla cookies och välja att cookies ska raderas när du stänger webbläsaren. För dig som besöker vår webbplats ändrar en blockering ingenting, eftersom vi inte sätter några cookies för besökare.',
        },
        {
          text: [
            'Har du frågor om våra cookies når du oss på ',
            { label: 'hello@solvik.example' },
            ' eller på telefon ',
            { label: '+46 8 123 456 70' },
            '.',
          ],
        },
      ],
    },
    {
      title: 'Mer information',
      blocks: [
        {
          text: [
            'Reglerna om cookies finns i 9 kap. 28 § lagen (2022:482) om elektronisk kommunikation, och Post- och telestyrelsen (PTS) är tillsynsmyndighet. Mer om cookies finns på ',
            { label: 'www.pts.se' },
            '. Hur vi behandlar personuppgifter beskriver vi i vår ',
            { label: 'integritetspolicy' },
            '.',
          ],
        },
      ],
    },
  ],
};
