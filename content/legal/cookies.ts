import { siteConfig } from '@/lib/site-config';
import { LEGAL_LAST_UPDATED } from './dates';
import { list, p, type LegalDocument } from './types';

const { name, email } = siteConfig;

export const cookiePolicy = {
  lang: 'sv',
  path: '/cookies',
  metaTitle: 'Cookiepolicy',
  description: `Vilka cookies ${name}s webbplats använder, varför, och hur du styr över dem.`,
  title: 'Cookiepolicy',
  intro: `Här beskriver vi vad cookies är, vilka sorter som finns och hur ${name}s webbplats använder dem.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  companyDetailsTitle: 'Företagsuppgifter',
  labels: {
    lastUpdated: 'Senast uppdaterad',
    contents: 'Innehåll',
    companyName: 'Företagsnamn',
    organisationNumber: 'Organisationsnummer',
    address: 'Adress',
    email: 'E-post',
  },
  sections: [
    {
      title: 'Vad är cookies?',
      blocks: [
        p(
          'En cookie är en liten textfil som en webbplats sparar i din webbläsare. Den kan till exempel komma ihåg att du är inloggad eller vilka val du har gjort. Liknande tekniker, som lokal lagring i webbläsaren, omfattas av samma regler och av den här policyn.',
        ),
      ],
    },
    {
      title: 'Typer av cookies',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Sessionscookies',
              text: 'Sparas bara medan webbläsaren är öppen och raderas när du stänger den.',
            },
            {
              term: 'Permanenta cookies',
              text: 'Ligger kvar tills de når sitt slutdatum eller tills du raderar dem.',
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
          kind: 'terms',
          items: [
            {
              term: 'Nödvändiga',
              text: 'Krävs för att webbplatsen ska fungera, till exempel för säkerhet. De kräver inte samtycke.',
            },
            {
              term: 'Funktionella',
              text: 'Kommer ihåg dina val, som språk eller inställningar.',
            },
            {
              term: 'Annonsering',
              text: 'Används för att visa annonser som är relevanta för dig, även på andra webbplatser.',
            },
            {
              term: 'Analys',
              text: 'Visar hur besökare använder webbplatsen, så att den kan förbättras.',
            },
            {
              term: 'Prestanda',
              text: 'Mäter hur snabbt och stabilt webbplatsen fungerar.',
            },
            {
              term: 'Övriga',
              text: 'Cookies som inte passar in i någon av kategorierna ovan.',
            },
          ],
        },
      ],
    },
    {
      title: 'Hur vår webbplats använder cookies',
      blocks: [
        p(
          'Vår webbplats sätter inga egna cookies när du besöker den. Vi använder inga cookies för annonsering, analys eller prestandamätning, och därför visar vi ingen cookiebanner.',
        ),
        list(
          'Redaktörer som förhandsgranskar opublicerade nyheter får en nödvändig sessionscookie som slår på förhandsgranskningen. Vanliga besökare får den aldrig.',
          [
            'Kontaktformuläret på ',
            { href: '/contact', label: 'kontaktsidan' },
            ' levereras av HubSpot och laddas bara på den sidan. HubSpot kan då sätta egna cookies (tredjepartscookies) enligt sin egen cookiepolicy.',
          ],
        ),
        p([
          'Vill du inte att HubSpot sätter cookies kan du blockera tredjepartscookies i din webbläsare och i stället nå oss på ',
          { href: `mailto:${email}`, label: email },
          '.',
        ]),
      ],
    },
    {
      title: 'Hantera lagring av cookies',
      blocks: [
        p(
          'Du bestämmer själv över cookies i din webbläsare. Där kan du se och radera sparade cookies, blockera tredjepartscookies eller alla cookies, och välja att cookies raderas när du stänger webbläsaren. Har du gett samtycke till en cookie kan du när som helst ta tillbaka det genom att radera den.',
        ),
        p(
          'Om du blockerar alla cookies kan vissa tjänster, till exempel kontaktformuläret, sluta fungera.',
        ),
      ],
    },
    {
      title: 'Mer information',
      blocks: [
        p([
          'Reglerna om cookies finns i lagen om elektronisk kommunikation, och Post- och telestyrelsen (PTS) är tillsynsmyndighet. Mer om cookies finns på ',
          { href: 'https://www.pts.se', label: 'www.pts.se' },
          '. Hur vi hanterar personuppgifter beskriver vi i vår ',
          { href: '/privacy', label: 'integritetspolicy (på engelska)' },
          '.',
        ]),
      ],
    },
  ],
} satisfies LegalDocument;
