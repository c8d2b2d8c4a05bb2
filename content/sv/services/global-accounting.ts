import type { Words } from '@/lib/i18n';
import type * as en from '../../services/global-accounting';
import { accountingCountries } from './countries';

/** Global accounting in Swedish. */
export const globalAccounting: Words<typeof en.globalAccounting> = {
  description:
    'Outsourcad redovisning för nordiska koncerner med dotterbolag i Europa och USA: lokal bokföring i varje land, en samlad bild och ett team att prata med.',
  heroDescription:
    'Ett redovisningsteam för alla bolag i koncernen, från moderbolaget i Stockholm till säljkontoret i Texas.',
  heroDetails:
    'Vi sköter den lokala bokföringen enligt varje lands regler och gör bokslut för alla bolag enligt samma kalender, så att koncernrapporteringen kommer i tid och i ett och samma format. Ni har en kontaktperson, inte ett nätverk av lokala byråer.',
  heroImage: {
    alt: 'Illustration: en jordglob med kundernas kontor utmärkta, bredvid en konsoliderad huvudbok.',
  },
  coverage: {
    countries: accountingCountries,
    note: 'Våra egna redovisningskonsulter täcker Norden; i övriga länder sköts bokföringen av partnerbyråer som vi har arbetat med i många år, med våra kvalitetskontroller och vår bokslutskalender. Ett annat land? Fråga oss innan ni startar bolaget.',
  },
  included: [
    'Bokföring för varje bolag enligt landets regler, i det affärssystem ni redan använder',
    'Momsdeklarationer och lagstadgad rapportering i varje land, i tid enligt landets regler',
    'En gemensam kalender för månadsbokslut i hela koncernen',
    'Avstämning av koncerninterna mellanhavanden och konsoliderade koncernrapporter i en valuta',
    'Årsbokslut för varje bolag, förberett för era revisorer',
    'En egen, fast kontaktperson i Stockholm och vår plattform för attester och rapporter',
  ],
  notIncluded: [
    'Den lagstadgade revisionen: den gör era revisorer, och vi ger dem det underlag de ber om',
    'Skatteplanering och dokumentation av internprissättning: sköts av en partnerbyrå och offereras separat',
    'Lönehantering: en egen tjänst, Global lön och HR',
  ],
  onboarding: {
    summary:
      'Cirka 2–3 månader från påskrivet avtal till det första månadsbokslut vi gör, ett bolag i taget.',
    phases: [
      {
        title: 'Uppstart',
        description:
          'Ett startmöte med er ekonomiavdelning, behörighet till affärssystem och banker, och bokslutskalendern fastställd.',
      },
      {
        title: 'Vi tar över bokföringen',
        description:
          'Ingående balanser och årets historik avstämda, kontoplanen mappad mot koncernrapporteringen.',
      },
      {
        title: 'Parallellt bokslut',
        description:
          'Vi gör ett månadsbokslut parallellt med er nuvarande leverantör och förklarar varje skillnad tills siffrorna stämmer.',
      },
      {
        title: 'Första egna bokslutet',
        description:
          'Vi gör månadsbokslutet och skickar koncernrapporten; er tidigare leverantör lämnar sina sista deklarationer.',
      },
    ],
  },
  pricing: {
    summary:
      'Ett fast månadsarvode per bolag, i en skriftlig offert som vi ser över en gång om året. Införandet prissätts en gång, i samma offert. Det avtalade arbetet debiteras aldrig per timme.',
    drivers: [
      { name: 'Bolag och länder', detail: 'Hur många bolag vi bokför för, och var.' },
      {
        name: 'Transaktioner',
        detail: 'Leverantörsfakturor, kundfakturor och utläggsredovisningar per månad.',
      },
      {
        name: 'Rapportering',
        detail: 'En månatlig koncernrapport, ett styrelsepaket, budgetuppföljning eller alla tre.',
      },
      {
        name: 'Utgångsläge',
        detail: 'Skicket på bokföringen vi tar över, och hur många affärssystem den finns i.',
      },
    ],
  },
  ctaLabel: 'Planera ert globala bokslut',
  ctaDescription:
    'Berätta i vilka länder ni verkar och hur ni rapporterar i dag. Vi visar hur ett redovisningsteam och en bokslutskalender skulle se ut för er koncern.',
  faqs: [
    {
      question: 'Måste vi byta affärssystem?',
      answer:
        'Nej. Vi arbetar i det affärssystem ni redan använder, oavsett om det är ett globalt system eller ett lokalt per land. Vår plattform ligger ovanpå.',
    },
    {
      question: 'Hur ser vi siffrorna för hela koncernen?',
      answer:
        'I vår plattform: alla bolags huvudböcker, attester och rapporter bakom en inloggning, med konsoliderade koncernrapporter efter varje månadsbokslut.',
    },
    {
      question: 'Vem har kontakt med de lokala skattemyndigheterna?',
      answer:
        'Det har vi, för de deklarationer vi lämnar. Brev från myndigheterna går till er kontaktperson, som besvarar dem tillsammans med redovisningskonsulten för det landet och berättar för er vad som sades.',
    },
  ],
};
