import { siteConfig } from '@/lib/site-config';
import type { Translation } from '@/lib/i18n';
import { LEGAL_LAST_UPDATED } from '../../legal/dates';
import type * as en from '../../legal/terms';
import type { LegalDocument } from '../../legal/types';
import { englishLabels as swedishLabels, list, p } from './types';

const { name, legalName, email } = siteConfig;

export const termsOfService = {
  lang: 'sv',
  path: '/terms',
  metaTitle: 'Användarvillkor',
  description: `De villkor som gäller när du använder ${name}s webbplats.`,
  title: 'Användarvillkor',
  intro: `Dessa villkor gäller när du använder ${name}s webbplats, som tillhandahålls av ${legalName}. Genom att använda webbplatsen godkänner du villkoren. Våra tjänster till kunder regleras i separata skriftliga avtal.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  labels: swedishLabels,
  companyDetailsTitle: 'Företagsuppgifter',
  sections: [
    {
      title: 'Användning av webbplatsen',
      blocks: [
        p(
          'Du får använda webbplatsen för att ta del av information om oss och våra tjänster, läsa våra nyheter och kontakta oss. Informationen på webbplatsen är av allmän karaktär och utgör inte rådgivning i redovisnings-, skatte- eller juridiska frågor för just din situation.',
        ),
      ],
    },
    {
      title: 'Ändringar av villkoren',
      blocks: [
        p(
          'Vi kan när som helst ändra dessa villkor utan föregående meddelande. Den version som publiceras här gäller från det datum som anges överst, så vi rekommenderar att du tar del av villkoren då och då.',
        ),
      ],
    },
    {
      title: 'Innehåll och immateriella rättigheter',
      blocks: [
        p(
          `Allt innehåll på webbplatsen, inklusive texter, bilder, illustrationer, logotyper och kod, tillhör ${legalName} eller dess licensgivare och skyddas av upphovsrätts- och varumärkeslagstiftning. Du får ta del av innehållet och dela länkar till det, men du får inte kopiera, ändra eller publicera det utan vårt skriftliga medgivande.`,
        ),
      ],
    },
    {
      title: 'Användarkonton',
      blocks: [
        p('Om en del av webbplatsen kräver inloggning ska du'),
        list(
          'hålla ditt användarnamn och lösenord hemliga,',
          'inte dela ditt konto med någon annan,',
          'genast meddela oss om du misstänker att någon annan har använt ditt konto.',
        ),
        p(
          'Vi kan stänga av eller avsluta ett konto som missbrukas eller används i strid med dessa villkor.',
        ),
      ],
    },
    {
      title: 'Otillåten användning',
      blocks: [
        p('Du får inte använda webbplatsen för att'),
        list(
          'bryta mot lag eller inkräkta på någon annans rättigheter,',
          'försöka få åtkomst till system eller data som du inte är behörig till,',
          'sprida skadlig kod eller störa eller överbelasta webbplatsen,',
          'samla in data från webbplatsen med automatiserade verktyg utan vårt tillstånd.',
        ),
      ],
    },
    {
      title: 'Ansvarsbegränsning',
      blocks: [
        p(
          `Vi arbetar för att webbplatsen ska vara korrekt och tillgänglig, men vi kan inte garantera att den alltid är fullständig, aktuell eller felfri. I den utsträckning lagen medger ansvarar ${legalName} inte för skada eller förlust som uppstår till följd av att webbplatsen används eller av att någon förlitar sig på dess innehåll.`,
        ),
      ],
    },
    {
      title: 'Länkar till andra webbplatser',
      blocks: [
        p(
          'Webbplatsen innehåller länkar till webbplatser som drivs av andra. Vi har ingen kontroll över dem och ansvarar inte för deras innehåll eller för hur de behandlar dina personuppgifter.',
        ),
      ],
    },
    {
      title: 'Personuppgifter',
      blocks: [
        p([
          'Hur vi behandlar personuppgifter beskriver vi i vår ',
          { href: '/privacy', label: 'integritetspolicy' },
          ' och hur vi använder cookies i vår ',
          { href: '/cookies', label: 'cookiepolicy' },
          '.',
        ]),
      ],
    },
    {
      title: 'Tillämplig lag och tvister',
      blocks: [
        p(
          'Svensk lag ska tillämpas på dessa villkor. Tvister som rör villkoren eller webbplatsen ska avgöras av svensk allmän domstol med Stockholms tingsrätt som första instans.',
        ),
        p([
          'Har du frågor om villkoren är du välkommen att skicka e-post till ',
          { href: `mailto:${email}`, label: email },
          '.',
        ]),
      ],
    },
  ],
} satisfies LegalDocument satisfies Translation<typeof en.termsOfService>;
