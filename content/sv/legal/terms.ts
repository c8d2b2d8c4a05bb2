import type { Words } from '@/lib/i18n';
import type * as en from '../../legal/terms';
import { documentLabels } from './types';

export const termsOfService: Words<typeof en.termsOfService> = {
  lang: 'sv',
  metaTitle: 'Användarvillkor',
  description: 'De villkor som gäller när du använder Solviks webbplats.',
  title: 'Användarvillkor',
  intro:
    'Dessa villkor gäller när du använder Solviks webbplats, som tillhandahålls av Solvik AB. Genom att använda webbplatsen godkänner du villkoren. Våra tjänster till kunder regleras i separata skriftliga avtal.',
  lastUpdated: '2026-11-28',
  labels: documentLabels,
  companyDetailsTitle: 'Företagsuppgifter',
  sections: [
    {
      title: 'Användning av webbplatsen',
      blocks: [
        {
          text: 'Du får använda webbplatsen för att ta del av information om oss och våra tjänster, läsa våra nyheter och kontakta oss. Informationen på webbplatsen är av allmän karaktär och utgör inte rådgivning i redovisnings-, skatte- eller juridiska frågor för just din situation.',
        },
      ],
    },
    {
      title: 'Ändringar av villkoren',
      blocks: [
        {
          text: 'Vi kan komma att ändra dessa villkor. Den version som publiceras här gäller från det datum som anges överst och gäller inte i efterhand, så vi rekommenderar att du tar del av villkoren då och då.',
        },
      ],
    },
    {
      title: 'Innehåll och immateriella rättigheter',
      blocks: [
        {
          text: 'Allt innehåll på webbplatsen, inklusive texter, bilder, illustrationer, logotyper och kod, tillhör Solvik AB eller dess licensgivare och skyddas av upphovsrätts- och varumärkeslagstiftning. Du får ta del av innehållet och dela länkar till det, men du får inte kopiera, ändra eller publicera det utan vårt skriftliga medgivande.',
        },
      ],
    },
    {
      title: 'Användarkonton',
      blocks: [
        { text: 'Om en del av webbplatsen kräver inloggning ska du' },
        {
          items: [
            'hålla ditt användarnamn och lösenord hemliga,',
            'inte dela ditt konto med någon annan,',
            'genast meddela oss om du misstänker att någon annan har använt ditt konto.',
          ],
        },
        {
          text: 'Vi kan stänga av eller avsluta ett konto som missbrukas eller används i strid med dessa villkor.',
        },
      ],
    },
    {
      title: 'Otillåten användning',
      blocks: [
        { text: 'Du får inte använda webbplatsen för att' },
        {
          items: [
            'bryta mot lag eller inkräkta på någon annans rättigheter,',
            'försöka få åtkomst till system eller data som du inte är behörig till,',
            'sprida skadlig kod eller störa eller överbelasta webbplatsen,',
            'samla in data från webbplatsen med automatiserade verktyg utan vårt tillstånd.',
          ],
        },
      ],
    },
    {
      title: 'Ansvarsbegränsning',
      blocks: [
        {
          text: 'Vi arbetar för att webbplatsen ska vara korrekt och tillgänglig, men vi kan inte garantera att den alltid är fullständig, aktuell eller felfri. I den utsträckning tvingande lag medger ansvarar Solvik AB inte för skada eller förlust som uppstår till följd av att webbplatsen används eller av att någon förlitar sig på dess innehåll.',
        },
      ],
    },
    {
      title: 'Länkar till andra webbplatser',
      blocks: [
        {
          text: 'Webbplatsen innehåller länkar till webbplatser som drivs av andra. Vi har ingen kontroll över dem och ansvarar inte för deras innehåll eller för hur de behandlar dina personuppgifter.',
        },
      ],
    },
    {
      title: 'Personuppgifter',
      blocks: [
        {
          text: [
            'Hur vi behandlar personuppgifter beskriver vi i vår ',
            { label: 'integritetspolicy' },
            ' och hur vi använder cookies i vår ',
            { label: 'cookiepolicy' },
            '.',
          ],
        },
      ],
    },
    {
      title: 'Tillämplig lag och tvister',
      blocks: [
        {
          text: 'Svensk lag ska tillämpas på dessa villkor. Tvister som rör villkoren eller webbplatsen ska avgöras av svensk allmän domstol med Stockholms tingsrätt som första instans. Är du konsument påverkar det här inte det skydd som tvingande lag i ditt hemland ger dig, eller din rätt att väcka talan där.',
        },
        {
          text: [
            'Har du frågor om villkoren är du välkommen att skicka e-post till ',
            { label: 'hello@solvik.example' },
            '.',
          ],
        },
      ],
    },
  ],
};
