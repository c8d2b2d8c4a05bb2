import {
  CalendarCheck,
  Eye,
  GraduationCap,
  Headset,
  Layers,
  MousePointerClick,
  Rocket,
  Server,
  ShieldCheck,
  SlidersHorizontal,
} from '@/components/ui/icons';
import type { Translation } from '@/lib/i18n';
import { productScreens } from '../product-screens';
import type * as en from '../../tech-solution/overview';
import { bookADemo } from '../ctas';
import { moduleCountWord } from '../registry/modules';

/** /tech-solution in Swedish (content/tech-solution/overview.ts). */
export const techSolutionOverview = {
  page: {
    title: 'Teknisk lösning: en plattform för ekonomin i alla länder',
    description:
      'En och samma Solvik-app för utlägg, leverantörsfakturor, tid, lön, projekt och rapportering i alla länder där ni verkar – ovanpå ett globalt affärssystem eller era lokala.',
    path: '/tech-solution',
  },
  hero: {
    eyebrow: 'Teknisk lösning',
    title: 'En samlad lösning för alla länder',
    description:
      'Era team i Stockholm, Oslo, Berlin och Chicago attesterar, rapporterar och gör månadsbokslut i samma app, med samma inloggning. Under ytan pratar den med det affärssystem ni redan har: ett globalt system eller ett lokalt per land.',
    actions: [bookADemo, { label: 'Jämför alternativen', href: '#erp-heading' }],
    image: productScreens['one-login'],
  },
  modulesSection: {
    eyebrow: 'Modulerna',
    title: `${moduleCountWord} moduler, en inloggning`,
    description:
      'Varje modul fungerar likadant i alla länder, i mobilen och vid skrivbordet. Slå på en modul när ni behöver den.',
  },
  erpSection: {
    eyebrow: 'Ert affärssystem, ert val',
    title: 'Byggd på det affärssystem som passar er koncern',
    description:
      'Appen ligger ovanpå ert affärssystem, inte i stället för det. Välj det upplägg som passar hur koncernen är organiserad i dag – ni kan byta från det ena till det andra senare.',
  },
  erpOptions: [
    {
      title: 'Globalt affärssystem',
      description:
        'Ett affärssystem för alla bolag. Appen och affärssystemet delar kontoplan, processer och en gemensam bild av siffrorna.',
      href: '/tech-solution/global-erp',
      points: [
        'En gemensam kontoplan',
        'Koncernrapportering i realtid',
        'Passar växande koncerner',
      ],
    },
    {
      title: 'Lokala affärssystem',
      description:
        'Varje land behåller det system som redovisningskonsulterna där redan kan. Appen kopplar ihop dem, så att medarbetarna och rapporterna ser ett och samma företag.',
      href: '/tech-solution/local-erps',
      points: [
        'Behåll Fortnox, Visma, Tripletex med flera',
        'Lokala regelkrav hanteras lokalt',
        'Inget migreringsprojekt',
      ],
    },
  ],
  benefitsSection: {
    eyebrow: 'Därför spelar det roll',
    title: 'Det här förändras med en plattform',
  },
  benefits: [
    {
      icon: Layers,
      title: 'Samma arbetssätt överallt',
      description:
        'Samma attestregler och samma steg i alla länder, så att ingenting hänger på vem som råkar vara på kontoret.',
    },
    {
      icon: Eye,
      title: 'Bättre överblick',
      description:
        'Se kostnader, timmar och väntande attester för alla bolag på ett ställe, medan månaden fortfarande pågår.',
    },
    {
      icon: GraduationCap,
      title: 'Mindre utbildning',
      description:
        'Medarbetarna lär sig en app, en gång. En chef som flyttar från Oslo till Hamburg fortsätter att arbeta som förut.',
    },
    {
      icon: Server,
      title: 'Enklare IT-förvaltning',
      description:
        'En leverantör, en inloggning och en uppsättning behörigheter att hålla ordning på, i stället för ett verktyg per land.',
    },
    {
      icon: CalendarCheck,
      title: 'Snabbare månadsbokslut',
      description:
        'Attesterna görs under månaden, inte efteråt, så att månadsbokslutet blir klart flera dagar tidigare.',
    },
    {
      icon: Rocket,
      title: 'Framtidssäker arkitektur',
      description:
        'Starta i ett nytt land eller byt affärssystem utan att utbilda om personalen: appen ovanpå är densamma.',
    },
  ],
  qualitiesSection: {
    eyebrow: 'I varje modul',
    title: 'Byggd för dem som använder den varje dag',
    description:
      'Medarbetarna skickar in, cheferna attesterar och våra redovisningskonsulter gör bokslutet – i samma app. Det här är kraven vi ställer på varje modul.',
  },
  qualities: [
    {
      icon: MousePointerClick,
      title: 'Enkel från första dagen',
      description:
        'Vardagens uppgifter ligger två tryck från startsidan, med samma upplägg på webben och i mobilen, på svenska och engelska. Nya kollegor behöver ingen utbildning.',
    },
    {
      icon: ShieldCheck,
      title: 'Säkerhet och integritet',
      description:
        'Personliga inloggningar, behörigheter per roll, bolag och modul, och en logg över vem som attesterade vad och när. Personuppgifter hanteras så som vår integritetspolicy beskriver.',
    },
    {
      icon: SlidersHorizontal,
      title: 'Anpassad efter ert företag',
      description:
        'Attestkedjor per bolag, belopp och kostnadsställe, och era egna dimensioner: projekt, avdelningar och kunder.',
    },
    {
      icon: Headset,
      title: 'En människa, inte en kö',
      description:
        'Frågor går till er egen kontaktperson, som känner ert upplägg. Uppdateringar och regeländringar kommer utan uppgraderingsprojekt hos er.',
    },
  ],
  cta: {
    title: 'Se plattformen med era egna processer',
    description:
      'På 30 minuter visar vi hur era attestflöden, länder och affärssystem skulle se ut i Solvik.',
    actions: [bookADemo],
  },
} satisfies Translation<typeof en.techSolutionOverview>;
