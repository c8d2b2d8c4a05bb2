import { siteConfig } from '@/lib/site-config';
import { CONSENT_COOKIE } from '@/lib/consent';
import { p, type LegalDocument } from './types';

const { name, email } = siteConfig;

export const cookiePolicy = {
  lang: 'sv',
  path: '/cookies',
  metaTitle: 'Cookiepolicy',
  description: `Vilka cookies ${name}s webbplats använder, varför, och hur du styr över dem.`,
  title: 'Cookiepolicy',
  intro: `Här beskriver vi vad cookies är, exakt vilka cookies ${name}s webbplats sparar och varför, och hur du ändrar eller tar tillbaka ditt samtycke.`,
  // The consent banner and this rewrite came after the other documents' review.
  lastUpdated: '2026-11-23',
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
              text: 'Krävs för att webbplatsen ska fungera, till exempel för att komma ihåg ditt cookieval. De kräver inte samtycke. Vi använder dem.',
            },
            {
              term: 'Funktionella',
              text: 'Gör en tjänst på sidan möjlig som du själv har bett om. Hos oss är det bara kontaktformuläret från HubSpot, och det laddas först när du har gett samtycke.',
            },
            {
              term: 'Annonsering',
              text: 'Används för att visa annonser som är relevanta för dig, även på andra webbplatser. Vi använder inga.',
            },
            {
              term: 'Analys',
              text: 'Visar hur besökare använder webbplatsen, så att den kan förbättras. Vi använder inga.',
            },
            {
              term: 'Prestanda',
              text: 'Mäter hur snabbt och stabilt webbplatsen fungerar. Vi använder inga.',
            },
            {
              term: 'Övriga',
              text: 'Cookies som inte passar in i någon av kategorierna ovan. Vi använder inga.',
            },
          ],
        },
      ],
    },
    {
      title: 'Hur vår webbplats använder cookies',
      blocks: [
        p(
          'Första gången du besöker webbplatsen frågar vi i en cookiebanner om du tillåter funktionella cookies. Du kan välja ”Accept all” (godkänn alla) eller ”Reject all” (avvisa alla), två likvärdiga val, eller välja per kategori under ”Settings” (inställningar). Ingenting är förvalt. Innan du har valt, och om du avvisar, laddas ingenting från tredje part. Utan JavaScript visas ingen banner, och då laddas heller ingenting från tredje part.',
        ),
        p('Det här är allt som kan sparas i din webbläsare när du besöker oss:'),
        {
          kind: 'terms',
          items: [
            {
              term: `${CONSENT_COOKIE} (nödvändig, vår egen)`,
              text: `Sparar ditt cookieval: vilka kategorier du tillåter, när du valde och vilken version av våra kategorier valet gäller. Den sparas i 12 månader. När den har gått ut, eller när vi ändrar kategorierna, frågar vi igen. Sidans skript läser den för att veta om kontaktformuläret får laddas.`,
            },
            {
              term: '__prerender_bypass (nödvändig, vår egen, bara för redaktörer)',
              text: 'En sessionscookie som slår på förhandsgranskningen när en redaktör granskar opublicerade nyheter, och som tas bort när redaktören lämnar förhandsgranskningen. Vanliga besökare får den aldrig.',
            },
          ],
        },
        p([
          'Först när du har tillåtit funktionella cookies laddar ',
          { href: '/contact', label: 'kontaktsidan' },
          ' HubSpots kontaktformulär från js.hsforms.net. HubSpot kan då sätta följande cookies, enligt HubSpots egen dokumentation:',
        ]),
        {
          kind: 'terms',
          items: [
            {
              term: 'hubspotutk (funktionell, HubSpot)',
              text: 'Känner igen dig som återkommande besökare och skickas med när du skickar formuläret, så att HubSpot inte skapar dubbla kontakter. Sparas i 6 månader.',
            },
            {
              term: '__hstc (funktionell, HubSpot)',
              text: 'HubSpots huvudcookie för besök: domän, hubspotutk, tidpunkten för ditt första, förra och nuvarande besök samt antal sessioner. Sparas i 6 månader.',
            },
            {
              term: '__hssc (funktionell, HubSpot)',
              text: 'Håller reda på den pågående sessionen. Sparas i 30 minuter.',
            },
            {
              term: '__hssrc (funktionell, HubSpot)',
              text: 'Visar om webbläsaren har startats om sedan förra besöket. En sessionscookie.',
            },
          ],
        },
        p(
          'HubSpot kan också sätta cookies på sina egna domäner, till exempel __cf_bm (30 minuter) som skyddar formuläret mot automatiserade anrop. De styrs av HubSpots cookiepolicy.',
        ),
      ],
    },
    {
      title: 'Hantera lagring av cookies',
      blocks: [
        p(
          'Du kan ändra eller ta tillbaka ditt samtycke när du vill, lika enkelt som du gav det: välj ”Cookie settings” längst ned på varje sida och slå av funktionella cookies, eller välj ”Reject all”. Då tas HubSpots formulär bort från kontaktsidan och vi raderar HubSpots cookies på vår domän. Cookies som HubSpot har satt på sina egna domäner raderar du i webbläsaren.',
        ),
        p([
          'Utan samtycke når du oss lika bra på ',
          { href: `mailto:${email}`, label: email },
          ' eller på telefon ',
          { href: siteConfig.phoneHref, label: siteConfig.phone },
          '.',
        ]),
        p(
          'I webbläsarens inställningar kan du dessutom se och radera sparade cookies, blockera tredjepartscookies eller alla cookies, och välja att cookies raderas när du stänger webbläsaren. Raderar du vår cookie för ditt val frågar vi igen vid nästa besök.',
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

/** Where the footer's Cookie settings link goes without JavaScript: the section on changing consent. */
export const cookieSettingsFallbackHref = `${cookiePolicy.path}#section-${
  cookiePolicy.sections.findIndex((section) => section.title === 'Hantera lagring av cookies') + 1
}`;
