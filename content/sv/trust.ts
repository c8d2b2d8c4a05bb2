import type { Words } from '@/lib/i18n';
import type * as en from '../trust';
import { talkToSales } from './ctas';

export const accessControl: Words<typeof en.accessControl> = {
  title: 'Vem som kan se er data',
  paragraphs: [
    'Behörigheter följer principen om minsta möjliga behörighet: våra medarbetare ser de kunder de arbetar med och inget annat, och deras roll avgör vad de får göra där.',
  ],
  points: [
    'Enkel inloggning (SSO): era användare kan logga in i Solvik-plattformen med er egen identitetsleverantör (SAML 2.0 eller OpenID Connect).',
    'Flerfaktorsautentisering krävs för alla våra medarbetare och för era administratörer.',
    'Behörighet ges per kund och per roll och ses över varje kvartal. Den som slutar förlorar sin behörighet sista arbetsdagen.',
    'En granskningslogg registrerar varje inloggning, attest och ändring av löne- och bankuppgifter. Era administratörer kan exportera den.',
    'Data krypteras både vid överföring (TLS 1.2 eller senare) och vid lagring.',
  ],
};

export const backups: Words<typeof en.backups> = {
  title: 'Säkerhetskopiering och kontinuitet',
  paragraphs: [
    'Vi säkerhetskopierar kunddata krypterat varje dag till ett andra datacenter, i Helsingfors, Finland, och sparar varje säkerhetskopia i 35 dagar. Varje kvartal återställer vi en säkerhetskopia för att kontrollera att den fungerar.',
    'Lönekörningarna har en reservrutin: om plattformen ligger nere en lönedag kan vi skicka den attesterade lönefilen till banken direkt från vårt lönesystem.',
  ],
};

/** Vad vi har och inte har: den del som läsaren måste kunna lita på ord för ord. */
export const certifications: Words<typeof en.certifications> = {
  title: 'Certifieringar: vad vi har och inte har',
  description:
    'Köpare frågar först efter certifikat, så här är listan rakt upp och ner. Vi påstår inget som vi inte kan visa er.',
  columns: { name: 'Standard', status: 'Status', detail: 'Vad vi gör' },
  rows: [
    {
      name: 'ISO/IEC 27001',
      status: 'Inte certifierade',
      detail:
        'Vi bedriver vårt säkerhetsarbete utifrån kontrollerna i ISO/IEC 27001 och ser över dem varje år, men inget certifieringsorgan har granskat oss.',
    },
    {
      name: 'SOC 2',
      status: 'Ingen rapport',
      detail:
        'Vi har ingen SOC 2-rapport. I stället besvarar vi säkerhetsformulär och går igenom våra kontroller med er IT-avdelning.',
    },
    {
      name: 'Penetrationstester',
      status: 'Varje år',
      detail:
        'Ett oberoende säkerhetsföretag testar Solvik-plattformen varje år. Vi delar sammanfattningen och våra åtgärder under sekretessavtal.',
    },
    {
      name: 'GDPR',
      status: 'Gäller oss',
      detail:
        'En lag, inte ett certifikat: vi följer den som personuppgiftsbiträde för kunddata och som personuppgiftsansvarig för våra egna uppgifter, och Integritetsskyddsmyndigheten (IMY) utövar tillsyn över oss.',
    },
  ],
};

export const dataResidency: Words<typeof en.dataResidency> = {
  title: 'Var er data lagras',
  paragraphs: [
    'Er redovisnings- och lönedata, och Solvik-plattformen som behandlar den, finns i UpClouds datacenter i Stockholm, Sverige. Den finländska molnleverantören UpCloud Ltd driver det åt oss och förvarar våra säkerhetskopior i sitt datacenter i Helsingfors, Finland. Vi lagrar ingen kunddata utanför EU/EES, utom uppgifter om bolag i Storbritannien och USA, som våra partnerbyråer där behandlar.',
    'De som arbetar med era uppgifter är våra egna medarbetare i Sverige och, för bolag utanför Norden, våra partnerbyråer i Tyskland, Nederländerna, Storbritannien och USA. Varje byrå ser uppgifterna om era bolag i sitt eget land och inget annat, och alla står med i listan nedan.',
    'För uppgifter som förs över till Storbritannien gäller EU-kommissionens beslut om adekvat skyddsnivå för landet. För uppgifter som vår amerikanska partner behandlar gäller EU-kommissionens standardavtalsklausuler, som vi har ingått med byrån.',
  ],
};

export const disclosure: Words<typeof en.disclosure> = {
  title: 'Rapportera en sårbarhet',
  paragraphs: [
    'Om du hittar ett säkerhetsproblem på vår webbplats eller i vår plattform, skicka e-post till security@solvik.example. Berätta vad du har hittat och hur vi kan återskapa det. Vi svarar inom tre arbetsdagar och håller dig informerad tills problemet är åtgärdat.',
    'Vi vidtar inga rättsliga åtgärder mot säkerhetstester som görs i god tro. Vi ber dig att inte komma åt eller ändra andras uppgifter, störa tjänsten eller testa med hjälp av social manipulation.',
  ],
  securityTxt: { label: 'Vår security.txt' },
};

export const gdpr: Words<typeof en.gdpr> = {
  title: 'GDPR och vårt personuppgiftsbiträdesavtal',
  paragraphs: [
    'När vi sköter er bokföring eller era löner är ni personuppgiftsansvarig och vi ert personuppgiftsbiträde. Innan vi tar emot några personuppgifter ingår vi ett personuppgiftsbiträdesavtal (PUB-avtal) enligt artikel 28 i dataskyddsförordningen (GDPR) med varje kund.',
    'Av PUB-avtalet framgår vilka uppgifter vi behandlar och varför, hur länge vi sparar dem, vilka underbiträden vi anlitar, hur vi hjälper er när era anställda utövar sina rättigheter och vad som händer med uppgifterna när vårt avtal upphör.',
  ],
  points: [
    'Vill ni läsa avtalet innan ni skriver under? Skicka e-post till hello@solvik.example med ”PUB-avtal” i ämnesraden, eller fråga er kontaktperson. Vi skickar den aktuella versionen och listan över underbiträden samma arbetsdag.',
    'Vi meddelar er 30 dagar innan vi lägger till eller byter ut ett underbiträde som behandlar era uppgifter, så att ni har möjlighet att invända.',
  ],
};

export const incidentResponse: Words<typeof en.incidentResponse> = {
  title: 'När något går fel',
  paragraphs: [
    'Vår incidentplan anger vem som beslutar, vem som åtgärdar och vem som informerar. Om en personuppgiftsincident berör era uppgifter hör er kontaktperson av sig inom 24 timmar från det att vi har bekräftat den, så att ni hinner anmäla den till Integritetsskyddsmyndigheten (IMY) inom de 72 timmar som dataskyddsförordningen kräver.',
    'Efter varje incident får de berörda kunderna en skriftlig rapport: vad som hände, vilka uppgifter som berördes och vad vi har ändrat.',
  ],
};

export const subProcessors: Words<typeof en.subProcessors> = {
  title: 'Underbiträden',
  description:
    'De företag som behandlar era personuppgifter för vår räkning, och i vilket land de gör det. Vart och ett är bundet av ett skriftligt avtal med samma skyldigheter som vårt PUB-avtal ålägger oss. En partnerbyrå ser era uppgifter bara om ni har ett bolag i dess land. Partnerbyråernas namn är, liksom våra kunders, påhittade för den här demonstrationswebbplatsen.',
  columns: { name: 'Underbiträde', purpose: 'Vad de gör åt oss', location: 'Var' },
  rows: [
    {
      name: 'UpCloud Ltd',
      purpose: 'Driver Solvik-plattformen och lagrar kunddata och säkerhetskopior',
      location: 'Stockholm, Sverige; säkerhetskopior i Helsingfors, Finland',
    },
    {
      name: 'Microsoft Ireland Operations Ltd',
      purpose:
        'E-post, dokument och videomöten med kunder (Microsoft 365); inloggning och flerfaktorsautentisering för våra medarbetare (Entra ID)',
      location: 'Datacenter inom EU (Microsofts EU Data Boundary)',
    },
    {
      name: 'Brandt & Albers Steuerberatung GmbH',
      purpose:
        'Bokföring, lön, skattedeklarationer och lagstadgad rapportering för kunders bolag i Tyskland',
      location: 'Hamburg, Tyskland',
    },
    {
      name: 'Van Houten Administratie B.V.',
      purpose:
        'Bokföring, skattedeklarationer och lagstadgad rapportering för kunders bolag i Nederländerna',
      location: 'Utrecht, Nederländerna',
    },
    {
      name: 'Ashworth Kerr Accountants Ltd',
      purpose:
        'Bokföring, lön, skattedeklarationer och lagstadgad rapportering för kunders bolag i Storbritannien',
      location: 'Manchester, Storbritannien (beslut om adekvat skyddsnivå)',
    },
    {
      name: 'Lakeshore Payroll & Accounting LLC',
      purpose:
        'Bokföring, lön, skattedeklarationer och lagstadgad rapportering för kunders bolag i USA',
      location: 'Chicago, USA (standardavtalsklausuler)',
    },
  ],
  website: {
    title: 'Biträden för vår webbplats',
    description:
      'Två leverantörer arbetar för den här webbplatsen, inte med våra kunders uppdrag. De är därför våra egna personuppgiftsbiträden, inte underbiträden, och de får aldrig någon kunddata.',
    columns: { name: 'Biträde', purpose: 'Vad de gör åt oss', location: 'Var' },
    rows: [
      {
        name: 'HubSpot, Inc.',
        purpose:
          'Tar emot meddelanden som besökare skickar via kontaktformuläret, så att vårt team kan svara på dem',
        location: 'USA (EU–US Data Privacy Framework)',
      },
      {
        name: 'Contentful GmbH',
        purpose:
          'Lagrar nyhetsartiklarna på den här webbplatsen; behandlar inga personuppgifter om besökare',
        location: 'Tyskland; innehållet levereras från USA (standardavtalsklausuler)',
      },
    ],
  },
};

export const trustCta: Words<typeof en.trustCta> = {
  title: 'Ta med era säkerhetsfrågor till ett samtal',
  description:
    'Vårt team går igenom dem med era IT- och juridikansvariga och visar hur kontrollerna fungerar i plattformen.',
  actions: [talkToSales, { label: 'Boka en demo' }],
};

export const trustFacts: Words<typeof en.trustFacts> = {
  title: 'I korthet',
  facts: [
    { label: 'Drift', value: 'UpCloud Ltd, en finländsk molnleverantör' },
    { label: 'Datacenter', value: 'Stockholm, Sverige (SE-STO1)' },
    { label: 'Säkerhetskopior', value: 'Helsingfors, Finland: dagligen, sparas i 35 dagar' },
    {
      label: 'Utanför EU/EES',
      value: 'Bara uppgifter om bolag i Storbritannien och USA, hos våra partnerbyråer där',
    },
    {
      label: 'PUB-avtal',
      value: 'Enligt artikel 28 i GDPR, ingånget innan vi tar emot några uppgifter',
    },
    {
      label: 'Inloggning',
      value: 'Enkel inloggning (SSO); flerfaktorsautentisering för personal och administratörer',
    },
    { label: 'ISO/IEC 27001', value: 'Vi följer kontrollerna men är inte certifierade' },
    { label: 'Penetrationstest', value: 'Varje år, av ett oberoende företag' },
  ],
};

export const trustFaqs: Words<typeof en.trustFaqs> = {
  title: 'Frågor som säkerhetsgranskare ställer',
  faqs: [
    {
      question: 'Var lagras våra uppgifter?',
      answer:
        'I UpClouds datacenter i Stockholm, Sverige, med säkerhetskopior i Helsingfors, Finland. Uppgifterna om ett bolag i Tyskland, Nederländerna, Storbritannien eller USA behandlas dessutom av vår partnerbyrå i det landet.',
    },
    {
      question: 'Är ni ISO 27001-certifierade?',
      answer:
        'Nej. Vi följer kontrollerna i ISO/IEC 27001 och låter göra ett oberoende penetrationstest varje år, men vi har inget certifikat och påstår inte heller att vi har det.',
    },
    {
      question: 'Kan vi läsa ert personuppgiftsbiträdesavtal innan vi skriver under?',
      answer:
        'Ja. Skicka e-post till hello@solvik.example med ”PUB-avtal” i ämnesraden, så skickar vi det tillsammans med vår lista över underbiträden samma arbetsdag.',
    },
    {
      question: 'Vad händer med våra uppgifter om vi avslutar samarbetet?',
      answer:
        'Ni får en export av era uppgifter inom 30 dagar, med räkenskapsinformationen. Den ska ert bolag bevara enligt bokföringslagen, till och med det sjunde året efter utgången av det kalenderår då räkenskapsåret avslutades. Vår kopia raderar vi inom 90 dagar efter att avtalet har upphört. Vi sparar bara det som lagen ålägger oss att spara, till exempel våra egna fakturor till er och uppgifterna från kundkännedomen, som vi enligt penningtvättslagen ska bevara i fem år.',
    },
    {
      question: 'Fyller ni i vårt säkerhetsformulär?',
      answer:
        'Ja. Skicka det till er kontaktperson, så får ni tillbaka de flesta formulär inom fem arbetsdagar.',
    },
  ],
};

export const trustHero: Words<typeof en.trustHero> = {
  eyebrow: 'Förtroende och säkerhet',
  title: 'Säkerhet och dataskydd',
  description:
    'Vi sköter bokföringen och lönerna åt våra kunder och hanterar därför några av deras mest känsliga uppgifter: löner, bankuppgifter och personnummer. Här berättar vi i klartext var uppgifterna finns, vem mer som hanterar dem och hur vi skyddar dem.',
  contentsTitle: 'På den här sidan',
};

export const trustPage: Words<typeof en.trustPage> = {
  title: 'Säkerhet och dataskydd',
  description:
    'Var Solvik lagrar er data, hur GDPR och vårt personuppgiftsbiträdesavtal fungerar, vilka underbiträden vi anlitar, hur vi styr behörigheter och vilka certifieringar vi har – och inte har.',
};
