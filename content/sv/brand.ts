import { siteConfig } from '@/lib/site-config';
import type { Translation } from '@/lib/i18n';
import type * as en from '../brand';
import { brandRules } from '../brand';
import type { PageMeta } from '../types';

/** The brand guidelines (content/brand.ts), in Swedish. */

export { brandRules } from '../brand';

export const brandPage = {
  page: {
    title: 'Varumärkesriktlinjer',
    description: `Hur varumärket ${siteConfig.name} ser ut, låter och är uppbyggt: logotyp, färger, typografi, bildspråk, tonalitet och filerna att använda.`,
    path: '/brand',
    noindex: true,
  } satisfies PageMeta,
  title: 'Varumärkesriktlinjer',
  lead: `Allt du behöver för att presentera ${siteConfig.name} på rätt sätt, i tryck, i presentationer och på webben. Färgerna, typsnitten och logotypen här är desamma som webbplatsen själv använder.`,
  eyebrow: `Varumärket ${siteConfig.name}`,
  sectionsLabel: 'Avsnitt i varumärkesriktlinjerna',
} satisfies Translation<typeof en.brandPage>;

export const brandSections = [
  {
    id: 'overview',
    title: 'Översikt',
    lead: `Namnet ${siteConfig.name} betyder ”solig vik”. Vårt varumärke ska kännas som vår service: lugnt, tydligt och pålitligt, med lite värme.`,
  },
  {
    id: 'logo-variants',
    title: 'Logotypvarianter',
    lead: 'Två versioner av samma logotyp: en marinblå ordbild för ljusa bakgrunder och en vit för marinblå bakgrunder.',
  },
  {
    id: 'logo-usage',
    title: 'Användning av logotypen',
    lead: `Logotypen ska vara minst ${brandRules.minLogoHeightPx}\u00a0px hög på skärm och ha gott om luft omkring sig.`,
  },
  {
    id: 'color-palette',
    title: 'Färgpalett',
    lead: 'Marinblått bär varumärket, orange lyfter fram det viktiga, och den havsgröna sekundärfärgen och de varma neutrala tonerna stöttar dem.',
  },
  {
    id: 'typography',
    title: 'Typografi',
    lead: `Nunito Sans för rubriker, Inter för allt annat. Brödtext är ${brandRules.bodyTextPx}\u00a0px eller större.`,
  },
  {
    id: 'photography',
    title: 'Fotografi',
    lead: 'Riktiga människor, riktigt arbete, naturligt nordiskt ljus.',
  },
  {
    id: 'voice-and-tone',
    title: 'Röst och tonalitet',
    lead: 'Vi låter som en erfaren redovisningskonsult som är bra på att förklara: enkelt, exakt och vänligt.',
  },
  {
    id: 'text-alignment',
    title: 'Textjustering',
    lead: `Vänsterställ löptext och håll raderna mellan ${brandRules.lineLength.min} och ${brandRules.lineLength.max} tecken.`,
  },
  {
    id: 'brand-in-action',
    title: 'Varumärket i praktiken',
    lead: 'Delarna ovan, satta samman så som webbplatsen använder dem.',
  },
  {
    id: 'web-implementation',
    title: 'På webben',
    lead: 'På webbplatsen är varje färg, typsnitt och hörnradie en token med ett eget namn. Använd namnen, aldrig värdena direkt.',
  },
  {
    id: 'brand-assets',
    title: 'Varumärkesfiler',
    lead: 'Logotypfilerna och färgpaletten, genererade från samma källor som webbplatsen.',
  },
  {
    id: 'brand-support',
    title: 'Frågor om varumärket',
    lead: 'Osäker på om något följer varumärket? Fråga oss innan det går ut.',
  },
] as const satisfies Translation<typeof en.brandSections>;

export const overview = {
  paragraphs: [
    `Sedan ${siteConfig.foundingYear} sköter vi redovisning, lön och ekonomihantering åt nordiska företag och deras dotterbolag i Europa och USA. Vårt löfte ryms på en rad: en kontaktperson, en plattform, en inloggning.`,
    'Logotypen visar solen som går upp över en vik. Marinblått står för det djupa vattnet och pålitligheten; orange är solen och används sparsamt, för det vi vill att människor ska göra.',
  ],
  values: [
    {
      title: 'Tydlighet',
      text: 'Vi säger vad vi gör och vad det kostar, med ord som alla kan förstå.',
    },
    { title: 'Pålitlighet', text: 'Tidsfrister, lönedagar och bokslut hålls – varje gång.' },
    {
      title: 'Värme',
      text: 'Bakom varje siffra finns en människa. Det är för henne vi skriver och formger.',
    },
  ],
} satisfies Translation<typeof en.overview>;

export const logoVariants = {
  navy: { name: 'Marinblå logotyp', use: 'vita och ljusa bakgrunder.' },
  white: { name: 'Vit logotyp', use: 'marinblå bakgrunder.' },
} satisfies Translation<typeof en.logoVariants>;

export const logoUsage = {
  minimumCaption: `Logotypen i sin minsta höjd, ${brandRules.minLogoHeightPx}\u00a0px, med det fria utrymmet markerat.`,
  rules: [
    `Minsta höjd ${brandRules.minLogoHeightPx}\u00a0px på skärm och 10\u00a0mm i tryck.`,
    'Fritt utrymme runt om som är minst lika stort som solsymbolens höjd.',
    'Marinblå logotyp på vitt eller ljusa neutrala toner; vit logotyp på marinblått.',
  ],
  donts: [
    'Färga inte om logotypen, ge den ingen kontur och lägg inte till effekter.',
    'Sträck, rotera eller beskär den inte.',
    'Placera den inte på röriga fotografier eller på orange.',
  ],
} satisfies Translation<typeof en.logoUsage>;

export const typography = {
  families: [
    {
      name: 'Nunito Sans',
      role: 'Rubriker',
      font: 'heading' as const,
      weights: [
        { weight: 500, className: 'font-medium', label: 'Medium 500' },
        { weight: 600, className: 'font-semibold', label: 'SemiBold 600' },
        { weight: 700, className: 'font-bold', label: 'Bold 700' },
      ],
      sample: 'En kontaktperson',
    },
    {
      name: 'Inter',
      role: 'Brödtext och gränssnitt',
      font: 'body' as const,
      weights: [
        { weight: 400, className: 'font-normal', label: 'Regular 400' },
        { weight: 500, className: 'font-medium', label: 'Medium 500' },
        { weight: 600, className: 'font-semibold', label: 'SemiBold 600' },
      ],
      sample: 'Lönen betalas ut i tid i alla länder.',
    },
  ],
  rules: [
    `Brödtext minst ${brandRules.bodyTextPx}\u00a0px, med ett radavstånd på cirka 1,6.`,
    `Rader på ${brandRules.lineLength.min}–${brandRules.lineLength.max} tecken; webbplatsen begränsar stycken till 68 tecken.`,
    'Stor bokstav bara i början av rubriker och knapptexter. På engelska används Title Case för knappar och sidnamn.',
  ],
} satisfies Translation<typeof en.typography>;

export const doDontLabels = { do: 'Gör så här', avoid: 'Undvik' } satisfies Translation<
  typeof en.doDontLabels
>;

export const photography = {
  dos: [
    'Människor i arbete, på riktiga kontor, i naturligt ljus.',
    'Nordiskt lugn: luft, dagsljus och dämpade färger som passar ihop med marinblått.',
    'Tills vår egen fotografering är klar: illustrationer i varumärkets färger.',
  ],
  donts: [
    'Arrangerade handslag, tummen upp och människor som pekar på diagram.',
    'Tunga filter eller färger som krockar med orange.',
    'Skärmar som visar riktiga kunduppgifter.',
  ],
} satisfies Translation<typeof en.photography>;

export const voiceTable = {
  caption: 'Exempel på hur vi skriver',
  do: 'Vi skriver',
  dont: 'I stället för',
} satisfies Translation<typeof en.voiceTable>;

export const voiceAndTone = [
  {
    do: 'Lönerna betalas ut den 25:e – i alla länder.',
    dont: 'Vi utnyttjar best-in-class-synergier inom lönehantering.',
  },
  {
    do: 'Införandet tar cirka 2–3 månader.',
    dont: 'Kom igång på nolltid!',
  },
  {
    do: 'Vi kunde inte nå er bank. Vi försöker igen kl. 14.00.',
    dont: 'Hoppsan! Något gick fel.',
  },
] satisfies Translation<typeof en.voiceAndTone>;

export const textAlignment = {
  goodLabel: `Gör så här: vänsterställt, ${brandRules.lineLength.min}–${brandRules.lineLength.max} tecken`,
  badLabel: 'Undvik: centrerade stycken',
  goodExample:
    'Vänsterställd text ger varje rad samma startpunkt, så att ögat hittar nästa rad utan ansträngning. Det spelar störst roll i långa svar, juridiska texter och rapporter.',
  badExample:
    'Centrerade stycken får varje rad att börja på ett nytt ställe. Spara centrering till korta rubriker och enstaka rader, som rubriken i en uppmaning till handling.',
} satisfies Translation<typeof en.textAlignment>;

export const brandInAction = {
  title: 'En inloggning för ekonomin i alla länder.',
  text: 'Redovisning, lön och appen ovanpå – skötta av ett team som känner er koncern.',
  platformLink: { label: 'Se plattformen', href: '/tech-solution' },
  moduleCard: {
    title: 'Tidrapportering',
    text: 'Timmar per projekt och kund, attesterade varje vecka och klara för fakturering och lön.',
    href: '/tech-solution/time-reporting',
  },
} satisfies Translation<typeof en.brandInAction>;

export const webTokensTable = {
  caption: 'Designtokens och var de används',
  use: 'Användning',
  token: 'Token eller komponent',
} satisfies Translation<typeof en.webTokensTable>;

export const webTokens = [
  { use: 'Marinblå bakgrund eller text', token: 'bg-primary / text-primary' },
  { use: 'Orange text på vitt', token: 'text-orange-700 (600 för stor text)' },
  { use: 'Orange bakgrund med vit text', token: 'bg-orange-600 eller mörkare' },
  { use: 'Brödtext på vitt', token: 'text-neutral-600 eller mörkare' },
  { use: 'Rubriker', token: 'font-heading (Nunito Sans)' },
  { use: 'Brödtext', token: 'font-sans (Inter)' },
  { use: 'Knappar', token: 'Button / ButtonLink med variant, size och motion' },
  { use: 'Hörn', token: 'rounded-brand, rounded-card, rounded-pill' },
] satisfies Translation<typeof en.webTokens>;

export const brandAssets = {
  logoPackage: {
    href: '/brand/solvik-logo-package.zip',
    label: 'Ladda ned logotyppaketet',
    text: 'Båda logotyperna som SVG och som PNG i två storlekar, med en kort användningsanvisning.',
  },
  palette: {
    href: '/brand/solvik-palette.json',
    label: 'Ladda ned färgpalett',
    text: 'Alla färgtokens med sina hexvärden, som JSON, genererade från webbplatsens tokens.',
  },
} satisfies Translation<typeof en.brandAssets>;

export const brandSupport = {
  text: 'Skicka utkastet, sammanhanget och när det ska vara klart. Vi svarar inom en arbetsdag.',
  subject: 'Fråga om varumärket',
  emailLabel: `Mejla ${siteConfig.email}`,
} satisfies Translation<typeof en.brandSupport>;
