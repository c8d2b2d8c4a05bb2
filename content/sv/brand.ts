import type { Words } from '@/lib/i18n';
import type * as en from '../brand';

export const brandAssets: Words<typeof en.brandAssets> = {
  logoPackage: {
    label: 'Ladda ned logotyppaketet',
    text: 'Båda logotyperna som SVG och som PNG i två storlekar, med en kort användningsanvisning.',
  },
  palette: {
    label: 'Ladda ned färgpaletten',
    text: 'Alla färgtokens med sina hexvärden, som JSON, genererade från webbplatsens tokens.',
  },
};

export const brandInAction: Words<typeof en.brandInAction> = {
  title: 'En inloggning för ekonomin i alla länder.',
  text: 'Redovisning, lön och appen ovanpå – skötta av ett team som känner er koncern.',
  platformLink: { label: 'Se plattformen' },
  moduleCard: {
    title: 'Tidrapportering',
    text: 'Timmar per projekt och kund, attesterade varje vecka och klara för fakturering och lön.',
  },
};

export const brandPage: Words<typeof en.brandPage> = {
  page: {
    title: 'Varumärkesriktlinjer',
    description:
      'Hur varumärket Solvik ser ut, låter och är uppbyggt: logotyp, färger, typografi, bildspråk, tonalitet och filerna att använda.',
  },
  title: 'Varumärkesriktlinjer',
  lead: 'Allt du behöver för att presentera Solvik på rätt sätt, i tryck, i presentationer och på webben. Färgerna, typsnitten och logotypen här är desamma som webbplatsen själv använder.',
  eyebrow: 'Varumärket Solvik',
  sectionsLabel: 'Avsnitt i varumärkesriktlinjerna',
};

export const brandSections: Words<typeof en.brandSections> = [
  {
    title: 'Översikt',
    lead: 'Namnet Solvik betyder ”solig vik”. Vårt varumärke ska kännas som vår service: lugnt, tydligt och pålitligt, med lite värme.',
  },
  {
    title: 'Logotypvarianter',
    lead: 'Två versioner av samma logotyp: en marinblå ordbild för ljusa bakgrunder och en vit för marinblå bakgrunder.',
  },
  {
    title: 'Användning av logotypen',
    lead: 'Logotypen ska vara minst 32\u00a0px hög på skärm och ha gott om luft omkring sig.',
  },
  {
    title: 'Färgpalett',
    lead: 'Marinblått bär varumärket, orange lyfter fram det viktiga, och den havsgröna sekundärfärgen och de varma neutrala tonerna stöttar dem.',
  },
  {
    title: 'Typografi',
    lead: 'Nunito Sans för rubriker, Inter för allt annat. Brödtext är 16\u00a0px eller större.',
  },
  { title: 'Fotografi', lead: 'Riktiga människor, riktigt arbete, naturligt nordiskt ljus.' },
  {
    title: 'Röst och tonalitet',
    lead: 'Vi låter som en erfaren redovisningskonsult som är bra på att förklara: enkelt, exakt och vänligt.',
  },
  {
    title: 'Textjustering',
    lead: 'Vänsterställ löptext och håll raderna mellan 45 och 75 tecken.',
  },
  {
    title: 'Varumärket i praktiken',
    lead: 'Delarna ovan, satta samman så som webbplatsen använder dem.',
  },
  {
    title: 'På webben',
    lead: 'På webbplatsen är varje färg, typsnitt och hörnradie en token med ett eget namn. Använd namnen, aldrig värdena direkt.',
  },
  {
    title: 'Varumärkesfiler',
    lead: 'Logotypfilerna och färgpaletten, genererade från samma källor som webbplatsen.',
  },
  {
    title: 'Frågor om varumärket',
    lead: 'Osäker på om något följer varumärket? Fråga oss innan det går ut.',
  },
];

export const brandSupport: Words<typeof en.brandSupport> = {
  text: 'Skicka utkastet, sammanhanget och när det ska vara klart. Vi svarar inom en arbetsdag.',
  subject: 'Fråga om varumärket',
  emailLabel: 'Mejla hello@solvik.example',
};

export const doDontLabels: Words<typeof en.doDontLabels> = { do: 'Gör så här', avoid: 'Undvik' };

export const logoUsage: Words<typeof en.logoUsage> = {
  minimumCaption: 'Logotypen i sin minsta höjd, 32\u00a0px, med det fria utrymmet markerat.',
  rules: [
    'Minsta höjd 32\u00a0px på skärm och 10\u00a0mm i tryck.',
    'Fritt utrymme runt om som är minst lika stort som solsymbolens höjd.',
    'Marinblå logotyp på vitt eller ljusa neutrala toner; vit logotyp på marinblått.',
  ],
  donts: [
    'Färga inte om logotypen, ge den ingen kontur och lägg inte till effekter.',
    'Sträck, rotera eller beskär den inte.',
    'Placera den inte på röriga fotografier eller på orange.',
  ],
};

export const logoVariants: Words<typeof en.logoVariants> = {
  navy: { name: 'Marinblå logotyp', use: 'vita och ljusa bakgrunder.' },
  white: { name: 'Vit logotyp', use: 'marinblå bakgrunder.' },
};

export const overview: Words<typeof en.overview> = {
  paragraphs: [
    'Sedan 2016 sköter vi redovisning, lön och ekonomihantering åt nordiska företag och deras dotterbolag i Europa och USA. Vårt löfte ryms på en rad: en kontaktperson, en plattform, en inloggning.',
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
};

export const photography: Words<typeof en.photography> = {
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
};

export const textAlignment: Words<typeof en.textAlignment> = {
  goodLabel: 'Gör så här: vänsterställt, 45–75 tecken',
  badLabel: 'Undvik: centrerade stycken',
  goodExample:
    'Vänsterställd text ger varje rad samma startpunkt, så att ögat hittar nästa rad utan ansträngning. Det spelar störst roll i långa svar, juridiska texter och rapporter.',
  badExample:
    'Centrerade stycken får varje rad att börja på ett nytt ställe. Spara centrering till korta rubriker och enstaka rader, som rubriken i en uppmaning till handling.',
};

export const typography: Words<typeof en.typography> = {
  families: [
    {
      name: 'Nunito Sans',
      role: 'Rubriker',
      weights: [{ label: 'Medium 500' }, { label: 'SemiBold 600' }, { label: 'Bold 700' }],
      sample: 'En kontaktperson',
    },
    {
      name: 'Inter',
      role: 'Brödtext och gränssnitt',
      weights: [{ label: 'Regular 400' }, { label: 'Medium 500' }, { label: 'SemiBold 600' }],
      sample: 'Lönen betalas ut i tid i alla länder.',
    },
  ],
  rules: [
    'Brödtext minst 16\u00a0px, med ett radavstånd på cirka 1,6.',
    'Rader på 45–75 tecken; webbplatsen begränsar stycken till 68 tecken.',
    'Stor bokstav bara i början av rubriker, knapptexter och sidnamn, på svenska och engelska; inne i meningen bara i namn.',
  ],
};

export const voiceAndTone: Words<typeof en.voiceAndTone> = [
  {
    do: 'I Sverige betalas lönerna ut den 25:e varje månad.',
    dont: 'Vi utnyttjar best-in-class-synergier inom lönehantering.',
  },
  { do: 'Införandet tar cirka 2–3 månader.', dont: 'Kom igång på nolltid!' },
  { do: 'Vi kunde inte nå er bank. Vi försöker igen kl. 14.00.', dont: 'Hoppsan! Något gick fel.' },
];

export const voiceTable: Words<typeof en.voiceTable> = {
  caption: 'Exempel på hur vi skriver',
  do: 'Vi skriver',
  dont: 'I stället för',
};

export const webTokens: Words<typeof en.webTokens> = [
  { use: 'Marinblå bakgrund eller text', token: 'bg-primary / text-primary' },
  { use: 'Orange text på vitt', token: 'text-orange-700 (600 för stor text)' },
  { use: 'Orange bakgrund med vit text', token: 'bg-orange-600 eller mörkare' },
  { use: 'Brödtext på vitt', token: 'text-neutral-600 eller mörkare' },
  { use: 'Rubriker', token: 'font-heading (Nunito Sans)' },
  { use: 'Brödtext', token: 'font-sans (Inter)' },
  { use: 'Knappar', token: 'Button / ButtonLink med variant, size och motion' },
  { use: 'Hörn', token: 'rounded-brand, rounded-card, rounded-pill' },
];

export const webTokensTable: Words<typeof en.webTokensTable> = {
  caption: 'Designtokens och var de används',
  use: 'Användning',
  token: 'Token eller komponent',
};
