import { siteConfig } from '@/lib/site-config';
import { CONSENT_COOKIE } from '@/lib/consent';
import type { Translation } from '@/lib/i18n';
import type * as en from '../../legal/cookies';
import type { LegalDocument } from '../../legal/types';
import { englishLabels as swedishLabels, p } from './types';

const { name, email } = siteConfig;

export const cookiePolicy = {
  lang: 'sv',
  path: '/cookies',
  metaTitle: 'Cookiepolicy',
  description: `Vilka cookies ${name}s webbplats använder, varför och hur du styr över dem.`,
  title: 'Cookiepolicy',
  intro: `Här beskriver vi vad cookies är, exakt vilka cookies ${name}s webbplats sparar och varför, och hur du ändrar eller återkallar ditt samtycke.`,
  // The consent banner and this rewrite came after the other documents' review.
  lastUpdated: '2026-11-24',
  companyDetailsTitle: 'Företagsuppgifter',
  labels: swedishLabels,
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
          kind: 'terms',
          items: [
            {
              term: 'Nödvändiga',
              text: 'Krävs för att webbplatsen ska fungera, till exempel för att komma ihåg ditt cookieval. De kräver inte samtycke. Sådana använder vi.',
            },
            {
              term: 'Funktionella',
              text: 'Behövs för en funktion på sidan som du själv har bett om, till exempel en inbäddad chatt. Sådana använder vi inte.',
            },
            {
              term: 'Annonsering',
              text: 'Används för att visa annonser som är relevanta för dig, även på andra webbplatser. Sådana använder vi inte.',
            },
            {
              term: 'Analys',
              text: 'Visar hur besökare använder webbplatsen, så att den kan förbättras. Sådana använder vi inte.',
            },
            {
              term: 'Prestanda',
              text: 'Mäter hur snabbt och stabilt webbplatsen fungerar. Sådana använder vi inte.',
            },
            {
              term: 'Övriga',
              text: 'Cookies som inte passar in i någon av kategorierna ovan. Sådana använder vi inte.',
            },
          ],
        },
      ],
    },
    {
      title: 'Hur vår webbplats använder cookies',
      blocks: [
        p(
          'Webbplatsen sätter bara de cookies som behövs för att den ska fungera. Vi mäter inte besökare och visar inga annonser, och ingenting laddas från tredje part. Första gången du besöker oss visar vi ändå en cookiebanner där du kan välja ”Godkänn alla” eller ”Endast nödvändiga” – två likvärdiga val – eller se kategorierna under ”Inställningar”. Ingenting är förvalt. Om vi någon gång vill använda fler cookies frågar vi dig först, i samma banner.',
        ),
        p('Det här är allt som kan sparas i din webbläsare när du besöker oss:'),
        {
          kind: 'terms',
          items: [
            {
              term: `${CONSENT_COOKIE} (nödvändig, vår egen)`,
              text: `Sparar ditt cookieval: vilka kategorier du tillåter, när du gjorde valet och vilken version av våra kategorier valet gäller. Den sparas i 12 månader. När den har gått ut, eller när vi ändrar kategorierna, frågar vi dig igen. Webbplatsens skript läser den för att avgöra om bannern ska visas.`,
            },
            {
              term: '__prerender_bypass (nödvändig, vår egen, bara för redaktörer)',
              text: 'En sessionscookie som aktiverar förhandsgranskning när en redaktör granskar opublicerade nyheter, och som tas bort när redaktören lämnar förhandsgranskningen. Vanliga besökare får den aldrig.',
            },
          ],
        },
        p([
          'Kontaktformuläret på ',
          { href: '/contact', label: 'kontaktsidan' },
          ' är vårt eget och sätter inga cookies. Det du skriver vidarebefordras av vår server till HubSpot, som vi använder för att hantera kundkontakter; din webbläsare har ingen kontakt med HubSpot. Hur vi hanterar uppgifterna beskriver vi i vår integritetspolicy.',
        ]),
      ],
    },
    {
      title: 'Hantera lagring av cookies',
      blocks: [
        p(
          'Du kan när som helst ändra ditt val, lika enkelt som du gjorde det: välj ”Cookieinställningar” längst ned på valfri sida. Eftersom vi i dag bara använder nödvändiga cookies påverkar ditt val ingenting annat än det vi sparar om själva valet.',
        ),
        p([
          'Har du frågor om våra cookies når du oss på ',
          { href: `mailto:${email}`, label: email },
          ' eller på telefon ',
          { href: siteConfig.phoneHref, label: siteConfig.phone },
          '.',
        ]),
        p(
          'I webbläsarens inställningar kan du dessutom se och radera sparade cookies, blockera tredjepartscookies eller alla cookies och välja att cookies ska raderas när du stänger webbläsaren. Raderar du den cookie som sparar ditt val frågar vi dig igen vid nästa besök.',
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
          { href: '/privacy', label: 'integritetspolicy' },
          '.',
        ]),
      ],
    },
  ],
} satisfies LegalDocument satisfies Translation<typeof en.cookiePolicy>;

/** The footer's no-JavaScript link to the section on changing consent: the same in both languages. */
export { cookieSettingsFallbackHref } from '../../legal/cookies';
