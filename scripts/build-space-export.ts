#!/usr/bin/env node
/**
 * Writes content/news/space-export.json: Solvik's news content model and demo posts in
 * Contentful's space-export format. The JSON is what the site reads and what
 * `contentful-import` loads into a real space; this file is its readable source.
 *
 *   node scripts/build-space-export.ts            writes space-export.json
 *   node scripts/build-space-export.ts --stdout   prints it (tests/unit/news/demo-export.test.ts)
 *
 * Its locales follow the site's languages (lib/i18n.ts): `npm run news:export` after adding a
 * language.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contentTypes as model } from '../contentful/migrations/news-content-model.ts';
import { contentfulLocale, defaultLocale, prefixedLocales } from '../lib/i18n.ts';

const locale = contentfulLocale[defaultLocale];
/** The Swedish locale: fields not translated fall back to English, as in Contentful. */
const swedish = 'sv-SE';
/**
 * The locales of the site's other languages (lib/i18n.ts), which the demo has no words in: the
 * space has them, falling back to English, and no post is published in them yet.
 */
const untranslated = prefixedLocales
  .map((other) => contentfulLocale[other])
  .filter((code) => code !== swedish);
/** Each untranslated locale with `status`, for an entry's `sys.fieldStatus`. */
const untranslatedStatus = (status: 'draft' | 'published') =>
  Object.fromEntries(untranslated.map((code) => [code, status]));
const at = '2026-11-01T08:00:00.000Z';
const space = { sys: { type: 'Link', linkType: 'Space', id: 'solvik-demo' } };
const environment = { sys: { id: 'master', type: 'Link', linkType: 'Environment' } };

// ---- rich text -------------------------------------------------------------------------

type TextNode = { nodeType: 'text'; value: string; marks: { type: string }[]; data: object };
type BlockNode = { nodeType: string; data: object; content: RichNode[] };
type RichNode = TextNode | BlockNode;
/** A paragraph's parts: plain text, or marked text and links. */
type Part = string | RichNode;

const text = (value: string, marks: string[] = []): TextNode => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const inline = (parts: Part[]) =>
  parts.map((part) => (typeof part === 'string' ? text(part) : part));
const block = (nodeType: string, content: RichNode[], data: object = {}): BlockNode => ({
  nodeType,
  data,
  content,
});
const p = (...parts: Part[]) => block('paragraph', inline(parts));
const h = (level: number, value: string) => block(`heading-${level}`, [text(value)]);
const b = (value: string) => text(value, ['bold']);
const i = (value: string) => text(value, ['italic']);
const u = (value: string) => text(value, ['underline']);
const code = (value: string) => text(value, ['code']);
const a = (uri: string, value: string) => block('hyperlink', [text(value)], { uri });
const li = (...parts: Part[]) => block('list-item', [p(...parts)]);
const ul = (...items: (Part | Part[])[]) =>
  block(
    'unordered-list',
    items.map((item) => li(...[item].flat())),
  );
const ol = (...items: (Part | Part[])[]) =>
  block(
    'ordered-list',
    items.map((item) => li(...[item].flat())),
  );
const quote = (...paragraphs: Part[]) =>
  block(
    'blockquote',
    paragraphs.map((value) => p(value)),
  );
const hr = () => block('hr', []);
const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });
const embedEntry = (id: string) => block('embedded-entry-block', [], { target: link('Entry', id) });
const embedAsset = (id: string) => block('embedded-asset-block', [], { target: link('Asset', id) });
const table = (header: Part[], ...rows: Part[][]) =>
  block('table', [
    block(
      'table-row',
      header.map((cell) => block('table-header-cell', [p(cell)])),
    ),
    ...rows.map((row) =>
      block(
        'table-row',
        row.map((cell) => block('table-cell', [p(cell)])),
      ),
    ),
  ]);
const doc = (...content: RichNode[]) => ({ nodeType: 'document', data: {}, content });

// ---- Swedish ---------------------------------------------------------------------------

/**
 * The Swedish values of localized fields, by entry or asset id. A field left out falls back to
 * the English one; a post in `englishOnly` is published
 * in English only (locale-based publishing: its `sys.fieldStatus` says `draft` for sv-SE), so
 * it is neither listed nor served under /sv.
 */
const englishOnly = new Set(['postNordicPayroll']);

const translations: Record<string, Record<string, unknown>> = {
  // Assets: the title and the description (the image's alt text).
  imgMonthEnd: {
    title: 'Tavla för månadsbokslutet',
    description:
      'En tavla i fem kolumner där månadsbokslutets uppgifter flyttas från öppna till klara',
  },
  imgPayrollSe: {
    title: 'Lönekalender',
    description:
      'En månadskalender där den 12:e är markerad som sista dag för arbetsgivardeklarationen',
  },
  imgNordicPayroll: {
    title: 'Fyra nordiska löneflöden',
    description:
      'Fyra löneflöden från Sverige, Norge, Danmark och Finland som förenas i en gemensam process',
  },
  imgNetsuite: {
    title: 'Bolagsstruktur',
    description: 'Ett moderbolag kopplat till tre nordiska dotterbolag i en och samma huvudbok',
  },
  imgEinvoice: {
    title: 'Nätverk för e-fakturor',
    description: 'Fakturor som skickas mellan företag genom ett gemensamt nätverk',
  },
  imgShareNetsuite: {
    title: 'Delningsbild för NetSuite OneWorld',
    description: 'Solvik om NetSuite OneWorld för nordiska koncerner',
  },
  imgClientDay: {
    title: 'Scenen på kunddagen',
    description: 'En scen med tre stolar för talarna framför publiken',
  },
  imgCloseTimeline: {
    title: 'Tidslinje för ett bokslut på fem dagar',
    description:
      'En tidslinje över månadsbokslutets fem arbetsdagar, från bankavstämning till rapportering',
  },
  imgPeppolFlow: {
    description:
      'En faktura genom Peppols fyra hörn: avsändaren, avsändarens accesspunkt, mottagarens accesspunkt och mottagaren',
  },
  avatarMaria: { description: 'Tecknat porträtt av Maria Ekström' },
  avatarJonas: { description: 'Tecknat porträtt av Jonas Lindqvist' },
  avatarLeila: { description: 'Tecknat porträtt av Leila Haddad' },
  avatarHenrik: { description: 'Tecknat porträtt av Henrik Dahl' },

  // Rich images.
  richCloseTimeline: {
    caption:
      'Vårt bokslut på fem dagar: varje dag avslutas med en kontrollpunkt som kunden kan se.',
  },
  richPeppolFlow: {
    caption: 'Peppols fyra hörn: ni har bara kontakt med er egen accesspunkt.',
  },

  // SEO entries.
  seoMonthEnd: {
    pageTitle: 'Bokslut på fem dagar',
    pageDescription:
      'Så gör Solvik månadsbokslutet på fem dagar för nordiska koncerner: arbetsordningen, kontrollpunkterna och vad kunden ser.',
  },
  seoSwedishPayroll: {
    pageTitle: 'Svensk lön: den månatliga arbetsgivardeklarationen',
    pageDescription:
      'Vad arbetsgivardeklarationen på individnivå (AGI) kräver varje månad, datumen som gäller och misstagen vi ser oftast.',
  },
  seoNetsuite: {
    pageTitle: 'NetSuite OneWorld för nordiska dotterbolag',
    pageDescription:
      'Fem beslut att fatta före driftstarten av NetSuite OneWorld i nordiska dotterbolag, från kontoplanen till SAF-T.',
  },
  seoEinvoicing: {
    pageTitle: 'E-fakturering i Norden: Peppol och de nationella formaten',
    pageDescription:
      'Peppol, Svefaktura, EHF, OIOUBL och Finvoice förklarade: vad nordiska köpare kräver och hur ett fakturaformat räcker överallt.',
  },
  seoClientDay: {
    pageTitle: 'Anteckningar från Solviks kunddag 2026',
    pageDescription:
      'Det här frågade våra kunder om på Solviks kunddag i Stockholm: automatisering, revision och årsbokslutet.',
  },

  // Posts.
  postMonthEnd: {
    title: 'Bokslut på fem dagar',
    shortDescription:
      'Ett snabbt bokslut handlar inte om att jobba sent. Det handlar om att göra samma arbete i samma ordning varje månad, med kontrollpunkter som kunden kan se.',
    content: doc(
      h(1, 'Varför fem dagar'),
      p(
        'De flesta koncerner vi tar över har sitt månadsbokslut klart någon gång mellan dag åtta och dag femton. Då är siffrorna redan historia: styrelsen ser oktober mitt i november. Vi gör bokslutet på ',
        b('fem arbetsdagar'),
        ', oavsett om koncernen har ett bolag eller trettio, och knepet är mindre finurligt än många hoppas.',
      ),
      embedEntry('richCloseTimeline'),
      h(2, 'Arbetsordningen'),
      ol(
        [
          b('Dag 1: bank och kassa.'),
          ' Varje bankkonto stäms av mot kontoutdraget innan något annat rörs.',
        ],
        [
          b('Dag 2: leverantörs- och kundreskontra.'),
          ' Leverantörsfakturor som kommit in senast den 2:a bokförs; resten periodiseras.',
        ],
        [
          b('Dag 3: lön och periodiseringar.'),
          ' Löner, semesterlön och sociala avgifter bokförs från lönekörningen.',
        ],
        [
          b('Dag 4: koncernmellanhavanden.'),
          ' Saldona mellan koncernbolagen stäms av och skillnaderna förklaras i stället för att justeras bort.',
        ],
        [
          b('Dag 5: granskning och rapport.'),
          ' En andra redovisningskonsult granskar, sedan går rapportpaketet ut.',
        ],
      ),
      h(2, 'Det som får det att fungera'),
      ul(
        'En bokslutskalender som bestäms tillsammans med kunden från början, inte förhandlas fram varje månad.',
        [
          'Skriftliga regler för periodavgränsning: det som kommer in efter den 2:a periodiseras, ',
          i('varje'),
          ' gång.',
        ],
        'Avstämningar som sparas tillsammans med huvudboken, så att revisorn hittar dem utan att behöva fråga.',
      ),
      quote(
        'De snabbaste boksluten vi gör är också de tråkigaste. Ingenting avgörs på dag fyra som kunde ha avgjorts redan i januari.',
      ),
      h(2, 'Det här ser kunden'),
      p(
        'Varje morgon under bokslutet får kunden en kort lägesrapport: vad som blev klart i går, vad som är öppet och vilka frågor som väntar på svar. Frågorna ställs en gång, i en lista, i stället för i tjugo separata mejl. De flesta kunder svarar samma dag, och det är den egentliga anledningen till att dag fem håller.',
      ),
      p(
        'Tar ert bokslut mer än två veckor? Börja med dag ett. En bankavstämning som görs först, och görs varje månad, tar bort fler sena överraskningar än något nytt verktyg.',
      ),
    ),
  },
  postSwedishPayroll: {
    title: 'Svensk lön: så blir den månatliga arbetsgivardeklarationen rätt',
    shortDescription:
      'Sedan 2019 redovisar arbetsgivare lön och skatt per anställd och månad. Vad kräver deklarationen, och var går det fel?',
    content: doc(
      p(
        'Arbetsgivardeklarationen på individnivå, ',
        i('AGI'),
        ', ersatte de gamla årliga kontrolluppgifterna. Varje månad talar arbetsgivaren om för Skatteverket vad varje person har fått i lön, hur mycket skatt som har dragits och vilka arbetsgivaravgifter som ska betalas.',
      ),
      h(2, 'Datumen'),
      p(
        'För de flesta arbetsgivare ska deklarationen lämnas och betalningen göras senast ',
        b('den 12:e i månaden efter att lönen betalades ut'),
        ' (den 17:e i januari och augusti). Arbetsgivare vars beskattningsunderlag för moms överstiger 40 miljoner kronor lämnar deklarationen senast den 26:e men betalar senast den 12:e (den 17:e i januari). En sen deklaration kostar en förseningsavgift, även om det inte finns något belopp att redovisa.',
      ),
      h(2, 'Det här ska vara med'),
      ul(
        'Bruttolön och skattepliktiga förmåner per anställd, identifierade med personnummer.',
        'Avdragen skatt och arbetsgivaravgifter.',
        [
          b('Arbetsplatsens adress och ort'),
          ' (tjänsteställe) för varje anställd, ett krav för alla arbetsgivare sedan januari 2023.',
        ],
        'Rättelser av tidigare månader, som lämnas som en ny version av den månadens deklaration.',
      ),
      h(2, 'Misstagen vi ser'),
      ol(
        'Förmåner som glöms bort för att de betalades mot faktura i stället för via lönen: bilförmån, drivmedel för privata resor eller en bostad som företaget hyr åt en anställd är ändå skattepliktiga förmåner.',
        [
          'Utländska anställda utan svenskt personnummer som redovisas med fel typ av id. Använd samordningsnummer om personen har ett, annars ',
          code('Födelsetid'),
          ' (fält 222).',
        ],
        'Rättelser som görs i nästa månads lönekörning i stället för genom att ändra den ursprungliga månaden.',
      ),
      p(
        'Lönesystemet ska ta fram filen, men någon behöver ändå läsa den. Vi jämför varje månads summor med huvudboken innan deklarationen lämnas. Det tar tio minuter och fångar de flesta av felen ovan.',
      ),
      p(
        'Skatteverkets egen vägledning gäller: ',
        a(
          'https://www.skatteverket.se/foretag/arbetsgivare/lamnaarbetsgivardeklaration.4.361dc8c15312eff6fd1f7cd.html',
          'arbetsgivardeklarationer hos Skatteverket',
        ),
        '.',
      ),
    ),
  },
  postEinvoicing: {
    title: 'E-fakturering i Norden: Peppol och de nationella formaten',
    shortDescription:
      'Offentliga köpare i hela Norden tar inte emot pdf-fakturor. Med Peppol BIS Billing 3 når ett och samma format alla; så här hänger delarna ihop.',
    content: doc(
      p(
        'Sverige har krävt e-fakturor vid offentliga inköp sedan april 2019. Norge, Danmark och Finland har liknande regler, och många stora privata köpare kräver nu samma sak. Den goda nyheten: det finns ett nätverk som når dem alla.',
      ),
      h(2, 'Peppol i korthet'),
      p(
        'Peppol är ett nätverk av ',
        b('accesspunkter'),
        '. Ni skickar fakturan till er egen accesspunkt, som hittar mottagarens accesspunkt och levererar den. Ingen behöver utbyta adresser eller certifikat för hand, och formatet är detsamma oavsett i vilket nordiskt land mottagaren finns.',
      ),
      embedEntry('richPeppolFlow'),
      h(2, 'De nationella namnen'),
      ul(
        [
          b('Sverige: '),
          'Svefaktura är det äldre formatet; Peppol BIS Billing 3 är det format som nya köpare förväntar sig.',
        ],
        [b('Norge: '), 'EHF, som i dag är Peppol BIS Billing 3 med norska regler.'],
        [b('Danmark: '), 'OIOUBL via NemHandel, och de flesta offentliga köpare tar emot Peppol.'],
        [b('Finland: '), 'Finvoice mellan bankerna, och Peppol för den offentliga sektorn.'],
      ),
      h(2, 'Kontrollera det här innan ni skickar'),
      ol(
        'Köparens Peppol-id: oftast organisationsnumret, med koden för typen av id framför, till exempel 0007:5560000000 (0007 betyder svenskt organisationsnummer).',
        [
          'Köparens referens: svenska offentliga köpare avvisar fakturor utan den ',
          u('referens'),
          ' de har gett er.',
        ],
        'Ordernumret, när köparen använder inköpsorder.',
      ),
      h(2, 'Att ta emot är den andra halvan'),
      p(
        'Att vara nåbar via Peppol är lika viktigt som att kunna skicka. Registrera företaget i Peppol-katalogen via er accesspunkt, så kommer leverantörsfakturorna in som data som kan matchas mot order automatiskt, utan skanning eller manuell inmatning. För de flesta av våra kunder är det i mottagandet som timmarna sparas.',
      ),
      hr(),
      p(
        'Specifikationen är öppen: se ',
        a('https://docs.peppol.eu/poacc/billing/3.0/', 'Peppol BIS Billing 3.0'),
        '. Frågor om er egen uppsättning? ',
        a('mailto:hello@solvik.example', 'Skriv till oss'),
        ' eller ',
        a('tel:+46812345670', 'ring Stockholmskontoret'),
        '.',
      ),
    ),
  },
  postNetsuite: {
    title: 'NetSuite OneWorld för nordiska dotterbolag: fem beslut före driftstarten',
    shortDescription:
      'Ett införande av OneWorld går fort när fem frågor är besvarade tidigt: kontoplan, valutor, koncernmellanhavanden, momskoder och SAF-T.',
    content: doc(
      p(
        'Med NetSuite OneWorld kan en koncern ha alla sina dotterbolag i en och samma huvudbok. Våra införanden av affärssystem tar tre till sex månader, och de som blir klara tidigt har en sak gemensamt: de här besluten fattades under de två första veckorna.',
      ),
      h(2, '1. En kontoplan, med den lokala rapporteringen ovanpå'),
      p(
        'Använd en gemensam koncernkontoplan och mappa den mot BAS-kontoplanen i Sverige, den norska standardkontoplanen och motsvarande i de andra länderna för den lagstadgade rapporteringen. Två kontoplaner sida vid sida håller aldrig ihop i längden.',
      ),
      h(2, '2. Valutor och omvärdering'),
      p(
        'Bestäm vilka kurser ni använder (centralbankens eller er banks), när omvärderingen körs och vem som attesterar den.',
      ),
      h(2, '3. Koncernmellanhavanden'),
      p(
        'Automatiska koncerninterna bokningar sparar timmar, men bara när alla dotterbolag är överens om vem som bokför först.',
      ),
      h(2, '4. Momskoder'),
      p(
        'Det är i momskoderna som de lokala reglerna märks. Bygg dem per land, och testa före driftstarten ett inköp från ett annat EU-land med omvänd betalningsskyldighet.',
      ),
      h(3, 'Särskilt om Norge'),
      h(4, 'SAF-T Financial'),
      p(
        'Norska bolag ska på begäran kunna lämna en fil i formatet SAF-T Financial till Skatteetaten, med kontona mappade mot standardkoderna. Gör mappningen nu, inte mitt under en skatterevision.',
      ),
      h(5, 'Vad filen innehåller'),
      p(
        'Huvudboken, kunderna, leverantörerna och de momskoder som har använts, för den period som efterfrågas.',
      ),
      h(6, 'Formatversion'),
      p(
        'Ta fram filen i den aktuella versionen (1.30), och versionshantera mappningen tillsammans med resten av konfigurationen.',
      ),
      h(2, '5. Övergången'),
      p(
        'Välj ett månadsskifte, för över de ingående balanserna och kör det gamla systemet parallellt under ett enda bokslut.',
      ),
      embedAsset('imgShareNetsuite'),
      p(
        'Mer om ekonomifunktionerna i NetSuite finns på ',
        a(
          'https://www.netsuite.com/portal/products/erp/financial-management.shtml',
          'NetSuites sida om ekonomihantering',
        ),
        ', och er kontaktperson skickar gärna ',
        // The renderer must show an unsafe link as plain text (tests/unit/news/demo-export.test.ts).
        a(
          'javascript:alert(document.domain)',
          'vår checklista för det första bokslutet i NetSuite',
        ),
        '.',
      ),
    ),
  },
  postClientDay: {
    title: 'Anteckningar från Solviks kunddag 2026',
    shortDescription:
      'Sextio kunder, tre paneler och en fråga som kom upp i alla: vad ska vi automatisera härnäst?',
    content: doc(
      p(
        'I maj bjöd vi in våra kunder till Kungsgatan för en eftermiddag utan bildspel. Sextio ekonomer kom från Stockholm, Oslo, Köpenhamn och Helsingfors, och två från Chicago. Här är våra anteckningar.',
      ),
      h(2, 'Automatisering: börja med de tråkiga flödena'),
      p(
        'Panelen var enig om att de bästa första kandidaterna är leverantörsfakturor och utlägg: stora volymer, tydliga regler och lätta att kontrollera. Rapporteringen hamnade sist på allas lista, eftersom en rapport aldrig blir bättre än huvudboken under den.',
      ),
      h(2, 'Revision'),
      p(
        'Revisorerna berättade vad de vill ha: avstämningar som sparas med huvudboken, attester de kan se och ',
        b('inga kalkylark som mejlas veckan före revisionen'),
        '.',
      ),
      h(2, 'Årsbokslutet'),
      p('Tre saker att göra i november, inte i december:'),
      ul(
        'Kom överens med revisorn om tidplanen för årsbokslutet.',
        'Planera inventeringen av lager och anläggningstillgångar.',
        'Stäm av koncernmellanhavandena med varje koncernbolag.',
      ),
      h(2, 'Arbete över gränserna'),
      p(
        'Ekonomerna från de amerikanska dotterbolagen ställde samma fråga med olika ord: hur rapporterar vi till ett svenskt moderbolag utan att bokföra allt två gånger? Panelens svar var en gemensam kontoplan för koncernen, lokal lagstadgad rapportering ovanpå och en bokslutskalender som båda sidor står bakom. Två av ekonomicheferna i salen hade gått över till den modellen under det senaste året och ville inte tillbaka.',
      ),
      h(2, 'Det här ändrar vi'),
      p(
        'Vi fick höra att våra statusmejl under månadsbokslutet är användbara men kommer för tidigt för de amerikanska teamen. Från januari skickas de kl. 14.00 svensk tid, vilket är morgon i Chicago. Kunderna vill också se öppna frågor i Solvik-appen, inte bara i mejl, och det arbetet har börjat.',
      ),
      p('Tack till alla som kom. Vi gör om det 2027.'),
    ),
  },
  draftYearEnd: {
    title: 'Checklistan inför årsbokslutet för nordiska koncerner',
    shortDescription: 'Allt som ska vara klart inför bokslutet per den 31 december, land för land.',
    content: doc(
      p('Ett utkast: checklistan publiceras i slutet av november.'),
      ul(
        'Tidplanen avstämd med revisorn.',
        'Lagerinventeringen planerad.',
        'Koncernmellanhavandena bekräftade.',
      ),
    ),
  },
};

// ---- entries and assets ----------------------------------------------------------------

/** Each field's English value, and its Swedish one where the record has a translation. */
const localize = (fields: Record<string, unknown>, sv: Record<string, unknown> = {}) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [
        key,
        sv[key] === undefined ? { [locale]: value } : { [locale]: value, [swedish]: sv[key] },
      ]),
  );

const sys = (id: string, type: 'Entry' | 'Asset', extra: object = {}) => ({
  space,
  environment,
  id,
  type,
  createdAt: at,
  updatedAt: at,
  version: 2,
  publishedVersion: 1,
  publishedAt: at,
  firstPublishedAt: at,
  publishedCounter: 1,
  // Locale-based publishing: the state of each locale (published in both unless said).
  fieldStatus: {
    '*': {
      [locale]: 'published',
      [swedish]: englishOnly.has(id) ? 'draft' : 'published',
      ...untranslatedStatus('draft'),
    },
  },
  ...extra,
});

const entry = (
  contentType: string,
  id: string,
  fields: Record<string, unknown>,
  { draft = false }: { draft?: boolean } = {},
) => {
  const entrySys: Record<string, unknown> = sys(id, 'Entry', {
    contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
  });
  if (draft) {
    for (const key of ['publishedVersion', 'publishedAt', 'firstPublishedAt', 'publishedCounter'])
      delete entrySys[key];
    entrySys.version = 1;
    entrySys.fieldStatus = {
      '*': { [locale]: 'draft', [swedish]: 'draft', ...untranslatedStatus('draft') },
    };
  }
  return { metadata: { tags: [] }, sys: entrySys, fields: localize(fields, translations[id]) };
};

/**
 * The assets whose drawing has words (scripts/render-news-images.ts): their Swedish file, the
 * sv-SE value of the localized `file` field as in Contentful, is the drawing in Swedish, of the
 * same size. The others have one file, which Swedish falls back to.
 */
const drawnInSwedish = new Set([
  'imgMonthEnd',
  'imgPayrollSe',
  'imgNordicPayroll',
  'imgNetsuite',
  'imgShareNetsuite',
  'imgCloseTimeline',
  'imgPeppolFlow',
]);

/**
 * The posts' authors: people on the About page (content/about.ts, whose portraits render-art
 * also draws as their avatars), so a byline names someone a reader can find there.
 */
const team = [
  { id: 'Maria', name: 'Maria Ekström', portrait: 'maria-ekstrom' },
  { id: 'Jonas', name: 'Jonas Lindqvist', portrait: 'jonas-lindqvist' },
  { id: 'Leila', name: 'Leila Haddad', portrait: 'leila-haddad' },
  { id: 'Henrik', name: 'Henrik Dahl', portrait: 'henrik-dahl' },
];

/**
 * Demo images live in public/news/images (the Swedish drawings in public/news/images/sv); their
 * site path is the asset's file URL.
 */
const asset = (
  id: string,
  fileName: string,
  title: string,
  description: string,
  width: number,
  height: number,
) => {
  const file = (folder: string) => ({
    url: `/news/images/${folder}${fileName}`,
    fileName,
    contentType: 'image/webp',
    details: { image: { width, height } },
  });
  return {
    metadata: { tags: [] },
    sys: sys(id, 'Asset'),
    fields: localize(
      { title, description, file: file('') },
      { ...translations[id], ...(drawnInSwedish.has(id) ? { file: file('sv/') } : {}) },
    ),
  };
};

const assets = [
  asset(
    'imgMonthEnd',
    'month-end-close.webp',
    'Month-end close board',
    'A five-column board of month-end tasks moving from open to done',
    1200,
    675,
  ),
  asset(
    'imgPayrollSe',
    'swedish-payroll.webp',
    'Payroll calendar',
    'A monthly calendar with the 12th marked as the employer declaration deadline',
    1200,
    675,
  ),
  asset(
    'imgNordicPayroll',
    'nordic-payroll.webp',
    'Four Nordic payroll flows',
    'Four payroll flows from Sweden, Norway, Denmark and Finland joining one process',
    1200,
    675,
  ),
  asset(
    'imgNetsuite',
    'netsuite-oneworld.webp',
    'Subsidiary structure',
    'A parent company linked to three Nordic subsidiaries in one ledger',
    1200,
    675,
  ),
  asset(
    'imgEinvoice',
    'e-invoicing.webp',
    'E-invoice network',
    'Invoices traveling between companies through a shared network',
    1200,
    675,
  ),
  asset(
    'imgClientDay',
    'client-day.webp',
    'Client day stage',
    'A stage with three speaker chairs in front of an audience',
    1200,
    675,
  ),
  asset(
    'imgShareNetsuite',
    'netsuite-share.webp',
    'NetSuite OneWorld share image',
    'Solvik on NetSuite OneWorld for Nordic groups',
    1200,
    630,
  ),
  asset(
    'imgCloseTimeline',
    'close-timeline.webp',
    'Five-day close timeline',
    'A timeline of the five working days of a month-end close, from bank reconciliation to reporting',
    1200,
    500,
  ),
  asset(
    'imgPeppolFlow',
    'peppol-flow.webp',
    '',
    'The four corners of a Peppol invoice: sender, sender access point, receiver access point, receiver',
    900,
    500,
  ),
  ...team.map(({ id, name, portrait }) =>
    asset(
      `avatar${id}`,
      `avatar-${portrait}.webp`,
      name,
      `Illustrated portrait of ${name}`,
      160,
      160,
    ),
  ),
];

const authors = team.map(({ id, name }) =>
  entry('componentAuthor', `author${id}`, {
    internalName: name,
    name,
    avatar: link('Asset', `avatar${id}`),
  }),
);

const richImages = [
  entry('componentRichImage', 'richCloseTimeline', {
    internalName: 'Close timeline (full width)',
    image: link('Asset', 'imgCloseTimeline'),
    caption: 'Our five-day close: each day ends with a checkpoint the client can see.',
    fullWidth: true,
  }),
  entry('componentRichImage', 'richPeppolFlow', {
    internalName: 'Peppol four-corner model',
    image: link('Asset', 'imgPeppolFlow'),
    caption: 'Peppol’s four corners: you only ever talk to your own access point.',
    fullWidth: false,
  }),
];

const seo = (id: string, fields: Record<string, unknown>) =>
  entry('componentSeo', id, { internalName: id, ...fields });

const seoEntries = [
  seo('seoMonthEnd', {
    pageTitle: 'Closing the books in five days',
    pageDescription:
      'How Solvik runs a five-day month-end close for Nordic groups: the order of work, the checkpoints and what clients see.',
  }),
  seo('seoSwedishPayroll', {
    pageTitle: 'Swedish payroll: the monthly employer declaration',
    pageDescription:
      'What the Swedish employer declaration (AGI) asks for every month, the deadlines that matter and the mistakes we see most.',
  }),
  seo('seoNordicPayroll', {
    pageTitle: 'One payroll process for four Nordic countries',
    pageDescription:
      'Running payroll in Sweden, Norway, Denmark and Finland from one process: the reports, the deadlines and where countries differ.',
  }),
  seo('seoNetsuite', {
    pageTitle: 'NetSuite OneWorld for Nordic subsidiaries',
    pageDescription:
      'Five decisions to make before a NetSuite OneWorld go-live with Nordic subsidiaries, from chart of accounts to SAF-T.',
    canonicalUrl: 'https://insights.solvik.example/netsuite-oneworld-nordic-subsidiaries',
    shareImages: [link('Asset', 'imgShareNetsuite'), link('Asset', 'imgNetsuite')],
  }),
  seo('seoEinvoicing', {
    pageTitle: 'E-invoicing in the Nordics: Peppol and the national formats',
    pageDescription:
      'Peppol, Svefaktura, EHF, OIOUBL and Finvoice explained: what Nordic buyers require and how to send one invoice format everywhere.',
    nofollow: true,
  }),
  seo('seoClientDay', {
    pageTitle: 'Notes from Solvik client day 2026',
    pageDescription:
      'What our clients asked about at the Solvik client day in Stockholm: automation, audits and the year-end.',
    noindex: true,
  }),
];

// ---- posts -----------------------------------------------------------------------------

const post = (
  id: string,
  fields: Record<string, unknown> & { title: string },
  options?: { draft?: boolean },
) => entry('pageBlogPost', id, { internalName: fields.title, ...fields }, options);

const posts = [
  post('postMonthEnd', {
    title: 'Closing the books in five days',
    slug: 'month-end-close-in-five-days',
    shortDescription:
      'A fast close is not about working late. It is about doing the same work in the same order every month, with checkpoints the client can see.',
    publishedDate: '2026-11-12',
    author: link('Entry', 'authorMaria'),
    featuredImage: link('Asset', 'imgMonthEnd'),
    seoFields: link('Entry', 'seoMonthEnd'),
    relatedBlogPosts: [link('Entry', 'postNetsuite'), link('Entry', 'postNordicPayroll')],
    content: doc(
      h(1, 'Why five days'),
      p(
        'Most of the groups we take over close their books somewhere between day eight and day fifteen. By then the numbers are history: the board sees October in the middle of November. We close in ',
        b('five working days'),
        ', for groups with one company or thirty, and the trick is less clever than people hope.',
      ),
      embedEntry('richCloseTimeline'),
      h(2, 'The order of work'),
      ol(
        [
          b('Day 1: bank and cash.'),
          ' Every bank account is reconciled against the statement before anything else is touched.',
        ],
        [
          b('Day 2: payables and receivables.'),
          ' Supplier invoices received by the 2nd are booked; the rest are accrued.',
        ],
        [
          b('Day 3: payroll and accruals.'),
          ' Salaries, vacation pay and social charges are posted from the payroll run.',
        ],
        [
          b('Day 4: intercompany.'),
          ' Balances between group companies are matched and differences explained, not forced.',
        ],
        [
          b('Day 5: review and report.'),
          ' A second accountant reviews, then the reporting pack goes out.',
        ],
      ),
      h(2, 'What makes it work'),
      ul(
        'A close calendar agreed with the client at the start, not negotiated every month.',
        ['Cut-off rules in writing: what arrives after the 2nd is accrued, ', i('every'), ' time.'],
        'Reconciliations stored with the ledger, so an auditor finds them without asking.',
      ),
      quote(
        'The fastest closes we run are also the most boring ones. Nothing is decided on day four that could have been decided in January.',
      ),
      h(2, 'What the client sees'),
      p(
        'Every morning of the close the client gets a short status: what was finished yesterday, what is open and which questions are waiting for them. Questions are asked once, in one list, instead of in twenty separate emails. Most clients answer them the same day, which is the real reason day five holds.',
      ),
      p(
        'If your close takes longer than two weeks, start with day one. A bank reconciliation that is done first, and done every month, removes more late surprises than any new tool.',
      ),
    ),
  }),
  post('postSwedishPayroll', {
    title: 'Swedish payroll: getting the monthly employer declaration right',
    slug: 'swedish-employer-declaration',
    shortDescription:
      'Since 2019 every Swedish employer reports pay and tax per employee every month. Here is what the declaration asks for and where it goes wrong.',
    publishedDate: '2026-10-28',
    author: link('Entry', 'authorLeila'),
    featuredImage: link('Asset', 'imgPayrollSe'),
    seoFields: link('Entry', 'seoSwedishPayroll'),
    relatedBlogPosts: [link('Entry', 'postNordicPayroll'), link('Entry', 'missingPost')],
    content: doc(
      p(
        'The Swedish employer declaration at individual level, ',
        i('arbetsgivardeklaration på individnivå'),
        ' or AGI, replaced the old annual income statements. Every month the employer tells Skatteverket what each person was paid, what tax was withheld and what employer contributions are due.',
      ),
      h(2, 'The deadlines'),
      p(
        'For most employers the declaration and the payment are due on the ',
        b('12th of the month after the salary was paid'),
        ' (the 17th in January and August). Employers whose VAT taxable base exceeds SEK 40 million file the declaration by the 26th but pay by the 12th (the 17th in January). A late declaration costs a late-filing fee, even when there is nothing to report.',
      ),
      h(2, 'What goes in it'),
      ul(
        'Gross pay and taxable benefits per employee, identified by personal identity number.',
        'Preliminary tax withheld and the employer contributions on top.',
        [
          'The ',
          b('address and town of the place of work'),
          ' (tjänsteställe) for each employee, required of every employer since January 2023.',
        ],
        'Corrections for earlier months, filed as a new version of that month’s declaration.',
      ),
      h(2, 'The mistakes we see'),
      ol(
        'Benefits left out because they were paid against an invoice, not through payroll: a company car, fuel for private trips or a home the company rents for an employee is still a taxable benefit.',
        [
          'Foreign employees without a Swedish personal identity number reported with the wrong ID type. Use their coordination number (samordningsnummer) if they have one, and otherwise the ',
          code('Födelsetid'),
          ' field (field 222).',
        ],
        'Corrections made in the next month’s payroll instead of by amending the original month.',
      ),
      p(
        'Your payroll system should produce the file, but someone still needs to read it. We compare each month’s totals with the general ledger before filing. It takes ten minutes and catches most of the errors above.',
      ),
      p(
        'Skatteverket’s own guide is the reference: ',
        a(
          'https://www.skatteverket.se/foretag/arbetsgivare/lamnaarbetsgivardeklaration.4.361dc8c15312eff6fd1f7cd.html',
          'employer declarations at Skatteverket',
        ),
        '.',
      ),
    ),
  }),
  post('postNordicPayroll', {
    title: 'One payroll process for four Nordic countries',
    slug: 'nordic-payroll-one-process',
    shortDescription:
      'Sweden, Norway, Denmark and Finland all report pay monthly, but to different registers on different days. One process can still serve all four.',
    publishedDate: '2026-10-09',
    author: link('Entry', 'authorLeila'),
    featuredImage: link('Asset', 'imgNordicPayroll'),
    seoFields: link('Entry', 'seoNordicPayroll'),
    relatedBlogPosts: [link('Entry', 'postSwedishPayroll'), link('Entry', 'postMonthEnd')],
    content: doc(
      p(
        'Groups that grow across the Nordics usually end up with four payroll providers, four calendars and four ways of approving a salary change. The rules differ, but the work does not have to.',
      ),
      h(2, 'Four countries side by side'),
      table(
        ['Country', 'Monthly report', 'Due'],
        ['Sweden', 'Arbetsgivardeklaration (AGI) to Skatteverket', '12th of the following month'],
        ['Norway', 'A-melding to Altinn', '5th of the following month'],
        ['Denmark', 'eIndkomst to Skattestyrelsen', 'At the latest when pay is made available'],
        ['Finland', 'Incomes Register (Tulorekisteri)', 'Within five days of the pay date'],
      ),
      h(2, 'What we make the same'),
      ul(
        'One cut-off date for changes across the group: the 10th, whatever the country.',
        'One approval flow for new hires, salary changes and leavers, with the country rules applied afterwards.',
        'One set of payroll journals mapped to the group chart of accounts.',
      ),
      p(
        'The group controller gets one payroll report with the same columns for every country, in one currency, on the same day each month. Differences between countries show up as numbers, not as formats.',
      ),
      h(2, 'What stays local'),
      p(
        'Tax tables, vacation pay rules and collective agreements are national, and we leave them that way. Finnish vacation pay accrues differently from Swedish ',
        i('semesterersättning'),
        '; Norwegian vacation pay is paid in June on last year’s earnings. The process hides none of that; it just makes sure every country is asked the same questions at the same time.',
      ),
      embedEntry('authorMaria'),
      quote(
        'A Finnish payroll is due five days after payday.\nA Swedish one is due on the 12th.\nOne calendar has to hold both.',
      ),
      p(
        'Start by writing the four calendars on one page. The overlaps show you where a single process saves work, and the gaps show where it never will.',
      ),
    ),
  }),
  post('postNetsuite', {
    title: 'NetSuite OneWorld for Nordic subsidiaries: five decisions before go-live',
    slug: 'netsuite-oneworld-nordic-subsidiaries',
    shortDescription:
      'A OneWorld implementation is fast when five questions are answered early: chart of accounts, currencies, intercompany, tax and SAF-T.',
    publishedDate: '2026-09-17',
    author: link('Entry', 'authorHenrik'),
    featuredImage: link('Asset', 'imgNetsuite'),
    seoFields: link('Entry', 'seoNetsuite'),
    relatedBlogPosts: [link('Entry', 'postMonthEnd'), link('Entry', 'postEinvoicing')],
    content: doc(
      p(
        'NetSuite OneWorld lets a group run every subsidiary in one ledger. Our ERP implementations take three to six months, and the ones that finish early have one thing in common: these decisions were made in the first two weeks.',
      ),
      h(2, '1. One chart of accounts, local reporting on top'),
      p(
        'Use one group chart of accounts and map it to the Swedish BAS plan, the Norwegian standard accounts and the others for statutory reporting. Two charts side by side never stay in step.',
      ),
      h(2, '2. Currencies and revaluation'),
      p(
        'Decide which rates you use (the central bank’s or your bank’s), when revaluation runs and who approves it.',
      ),
      h(2, '3. Intercompany'),
      p(
        'Automatic intercompany journals save hours, but only when every subsidiary agrees on who books first.',
      ),
      h(2, '4. Tax codes'),
      p(
        'VAT codes are where local rules bite. Build them per country, and test a reverse-charge purchase from another EU country before go-live.',
      ),
      h(3, 'A note on Norway'),
      h(4, 'SAF-T Financial'),
      p(
        'Norwegian companies must be able to hand the tax authority a SAF-T Financial file on request, with accounts mapped to the standard codes. Map them now, not during an audit.',
      ),
      h(5, 'What the file contains'),
      p(
        'The general ledger, customers, suppliers and the VAT codes used, for the period asked for.',
      ),
      h(6, 'Format version'),
      p(
        'Generate the current version (1.30) and keep the mapping under version control with the rest of the configuration.',
      ),
      h(2, '5. Cut-over'),
      p(
        'Pick a month end, migrate opening balances, and run the old system in parallel for one close only.',
      ),
      embedAsset('imgShareNetsuite'),
      p(
        'Read more about our approach on the ',
        a(
          'https://www.netsuite.com/portal/products/erp/financial-management.shtml',
          'NetSuite financial management page',
        ),
        ', and your contact person will gladly send you ',
        // The renderer must show an unsafe link as plain text (tests/unit/news/demo-export.test.ts).
        a('javascript:alert(document.domain)', 'our checklist for the first close in NetSuite'),
        '.',
      ),
    ),
  }),
  post('postEinvoicing', {
    title: 'E-invoicing in the Nordics: Peppol and the national formats',
    slug: 'nordic-e-invoicing-peppol',
    shortDescription:
      'Public buyers across the Nordics refuse PDF invoices. Peppol BIS Billing 3 lets one format reach all of them; here is how the pieces fit.',
    publishedDate: '2026-08-26',
    author: link('Entry', 'authorJonas'),
    featuredImage: link('Asset', 'imgEinvoice'),
    seoFields: link('Entry', 'seoEinvoicing'),
    relatedBlogPosts: [link('Entry', 'postNetsuite'), link('Entry', 'draftYearEnd')],
    content: doc(
      p(
        'Sweden has required e-invoices for public-sector purchases since April 2019. Norway, Denmark and Finland have similar rules, and many large private buyers now ask for the same. The good news: there is one network that reaches all of them.',
      ),
      h(2, 'Peppol in one paragraph'),
      p(
        'Peppol is a network of ',
        b('access points'),
        '. You send an invoice to your own access point, it finds the receiver’s access point and delivers it. Nobody exchanges addresses or certificates by hand, and the format is the same whichever Nordic country the receiver is in.',
      ),
      embedEntry('richPeppolFlow'),
      h(2, 'The national names'),
      ul(
        [
          b('Sweden: '),
          'Svefaktura is the older format; Peppol BIS Billing 3 is what new buyers expect.',
        ],
        [b('Norway: '), 'EHF, which today is Peppol BIS Billing 3 with Norwegian rules.'],
        [b('Denmark: '), 'OIOUBL through NemHandel, with Peppol accepted for most public buyers.'],
        [b('Finland: '), 'Finvoice between banks, and Peppol for the public sector.'],
      ),
      h(2, 'What to check before you send'),
      ol(
        'The buyer’s Peppol ID: usually their organization number after the code of its identifier scheme, such as 0007:5560000000 (0007 means a Swedish organization number).',
        [
          'The buyer’s reference: Swedish public buyers reject invoices without the ',
          u('reference'),
          ' they gave you.',
        ],
        'The order number, when the buyer uses purchase orders.',
      ),
      h(2, 'Receiving is the other half'),
      p(
        'Being reachable on Peppol matters as much as sending. Register your company in the Peppol directory through your access point, and supplier invoices arrive as data that can be matched to orders automatically, without scanning or typing. For most of our clients, receiving is where the hours are saved.',
      ),
      hr(),
      p(
        'The specification is public: see ',
        a('https://docs.peppol.eu/poacc/billing/3.0/', 'Peppol BIS Billing 3.0'),
        '. Questions about your own setup? ',
        a('mailto:hello@solvik.example', 'Write to us'),
        ' or ',
        a('tel:+46812345670', 'call the Stockholm office'),
        '.',
      ),
    ),
  }),
  post('postClientDay', {
    title: 'Notes from Solvik client day 2026',
    slug: 'client-day-2026',
    shortDescription:
      'Sixty clients, three panels and one question that came up in all of them: what should we automate next?',
    publishedDate: '2026-06-04',
    author: link('Entry', 'authorMaria'),
    featuredImage: link('Asset', 'imgClientDay'),
    seoFields: link('Entry', 'seoClientDay'),
    relatedBlogPosts: [link('Entry', 'postMonthEnd'), link('Entry', 'postSwedishPayroll')],
    content: doc(
      p(
        'In May we invited our clients to Kungsgatan for an afternoon without slides. Sixty finance people came from Stockholm, Oslo, Copenhagen, Helsinki and two from Chicago. These are our notes.',
      ),
      h(2, 'Automation: start with the boring flows'),
      p(
        'The panel agreed that the best first candidates are supplier invoices and expense claims: high volume, clear rules, and easy to check. Reporting came last on everyone’s list, because a report is only as good as the ledger under it.',
      ),
      h(2, 'Audits'),
      p(
        'Auditors told the room what they want: reconciliations stored with the ledger, approvals they can see, and ',
        b('no spreadsheets emailed the week before the audit'),
        '.',
      ),
      h(2, 'The year-end'),
      p('Three things to do in November, not December:'),
      ul(
        'Agree the year-end schedule with your auditor.',
        'Plan the count of stock and fixed assets.',
        'Confirm intercompany balances with every group company.',
      ),
      h(2, 'Working across borders'),
      p(
        'The finance people from the US subsidiaries asked the same question in different words: how do we report to a Swedish parent without keeping two sets of books? The answer from the panel was one group chart of accounts, local statutory reporting mapped on top, and a close calendar that both sides sign. Two of the finance managers present had moved to that model in the last year and would not go back.',
      ),
      h(2, 'What we are changing'),
      p(
        'We heard that our month-end status emails are useful but arrive too early for the US teams. From January they will go out at 14:00 Stockholm time, which is morning in Chicago. We also heard that clients want to see open questions in the Solvik app, not only by email, and that work has started.',
      ),
      p('Thank you to everyone who came. We will do it again in 2027.'),
    ),
  }),
  // Never published: draft mode shows it from the Preview API; the public site never does.
  post(
    'draftYearEnd',
    {
      title: 'The year-end checklist for Nordic groups',
      slug: 'year-end-checklist-2026',
      shortDescription:
        'Everything to settle before the books close on 31 December, country by country.',
      publishedDate: '2026-11-25',
      author: link('Entry', 'authorMaria'),
      featuredImage: link('Asset', 'imgMonthEnd'),
      content: doc(
        p('A draft: the checklist goes live at the end of November.'),
        ul(
          'Schedule agreed with the auditor.',
          'Stock count planned.',
          'Intercompany balances confirmed.',
        ),
      ),
    },
    { draft: true },
  ),
];

// ---- content model ---------------------------------------------------------------------

/**
 * The content types as an export holds them: the migration's (contentful/migrations/
 * news-content-model.ts), the one place the model is written, with the defaults Contentful
 * fills in and the system fields of a published type.
 */
const contentTypes = model.map(({ id, name, description, displayField, fields }) => ({
  sys: {
    space,
    environment,
    id,
    type: 'ContentType',
    createdAt: at,
    updatedAt: at,
    version: 1,
    publishedVersion: 1,
  },
  displayField,
  name,
  description,
  fields: fields.map((field) => ({
    localized: false,
    required: false,
    validations: [],
    disabled: false,
    omitted: false,
    ...field,
  })),
}));

const spaceExport = {
  contentTypes,
  editorInterfaces: [],
  entries: [...posts, ...authors, ...richImages, ...seoEntries],
  assets,
  locales: [
    {
      name: 'English (United States)',
      code: locale,
      fallbackCode: null,
      default: true,
      contentManagementApi: true,
      contentDeliveryApi: true,
      optional: false,
      sys: { type: 'Locale', id: 'en-US-locale', version: 1 },
    },
    {
      name: 'Swedish (Sweden)',
      code: swedish,
      fallbackCode: locale,
      default: false,
      contentManagementApi: true,
      contentDeliveryApi: true,
      optional: true,
      sys: { type: 'Locale', id: 'sv-SE-locale', version: 1 },
    },
    ...untranslated.map((code) => ({
      name: new Intl.DisplayNames('en', { type: 'language', languageDisplay: 'standard' }).of(code),
      code,
      fallbackCode: locale,
      default: false,
      contentManagementApi: true,
      contentDeliveryApi: true,
      optional: true,
      sys: { type: 'Locale', id: `${code}-locale`, version: 1 },
    })),
  ],
  webhooks: [],
  roles: [],
  tags: [],
};

const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

/**
 * `node scripts/build-space-export.ts <out.json>` with ASSET_BASE_URL set writes a copy for
 * contentful-import, whose asset URLs point at a running copy of the site (contentful-import
 * uploads each asset from its URL; the site serves them from public/news/images).
 */
const [argument] = process.argv.slice(2);
if (argument === '--stdout') {
  process.stdout.write(json(spaceExport));
} else if (argument) {
  const base = process.env.ASSET_BASE_URL?.replace(/\/$/, '');
  if (!base?.startsWith('https://') && !base?.startsWith('http://')) {
    console.error(
      'Set ASSET_BASE_URL to the origin serving public/, e.g. https://www.solvik.example',
    );
    process.exit(1);
  }
  for (const item of spaceExport.assets)
    for (const file of Object.values(item.fields.file as Record<string, { url: string }>))
      file.url = `${base}${file.url}`;
  writeFileSync(argument, json(spaceExport));
  console.log(`Wrote ${argument} for contentful-import (assets from ${base})`);
} else {
  const target = fileURLToPath(new URL('../content/news/space-export.json', import.meta.url));
  writeFileSync(target, json(spaceExport));
  console.log(`Wrote ${target}`);
}
