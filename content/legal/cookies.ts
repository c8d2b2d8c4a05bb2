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
  lastUpdated: '2026-11-24',
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
              text: 'Gör en tjänst på sidan möjlig som du själv har bett om, till exempel en inbäddad chatt. Vi använder inga.',
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
          'Webbplatsen sätter bara de cookies som behövs för att den ska fungera. Vi mäter inte besökare och visar inga annonser, och ingenting laddas från tredje part. Första gången du besöker oss visar vi ändå en cookiebanner där du kan välja ”Accept all” (godkänn alla) eller ”Reject all” (avvisa alla), två likvärdiga val, eller se kategorierna under ”Settings” (inställningar). Ingenting är förvalt. Om vi någon gång vill använda fler cookies frågar vi först, i samma banner.',
        ),
        p('Det här är allt som kan sparas i din webbläsare när du besöker oss:'),
        {
          kind: 'terms',
          items: [
            {
              term: `${CONSENT_COOKIE} (nödvändig, vår egen)`,
              text: `Sparar ditt cookieval: vilka kategorier du tillåter, när du valde och vilken version av våra kategorier valet gäller. Den sparas i 12 månader. När den har gått ut, eller när vi ändrar kategorierna, frågar vi igen. Sidans skript läser den för att veta om bannern ska visas.`,
            },
            {
              term: '__prerender_bypass (nödvändig, vår egen, bara för redaktörer)',
              text: 'En sessionscookie som slår på förhandsgranskningen när en redaktör granskar opublicerade nyheter, och som tas bort när redaktören lämnar förhandsgranskningen. Vanliga besökare får den aldrig.',
            },
          ],
        },
        p([
          'Kontaktformuläret på ',
          { href: '/contact', label: 'kontaktsidan' },
          ' är vårt eget och sätter inga cookies. Det du skriver skickar vår server vidare till HubSpot, som vi använder för att hantera kundkontakter; din webbläsare har ingen kontakt med HubSpot. Hur vi hanterar uppgifterna beskriver vi i integritetspolicyn.',
        ]),
      ],
    },
    {
      title: 'Hantera lagring av cookies',
      blocks: [
        p(
          'Du kan ändra ditt val när du vill, lika enkelt som du gjorde det: välj ”Cookie settings” längst ned på varje sida. Eftersom vi i dag inte använder några andra cookies än de nödvändiga ändrar valet inget annat än vad vi sparar om själva valet.',
        ),
        p([
          'Har du frågor om våra cookies når du oss på ',
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
