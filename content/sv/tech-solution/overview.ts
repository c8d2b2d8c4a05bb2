import type { Words } from '@/lib/i18n';
import type * as en from '../../tech-solution/overview';
import { bookADemo } from '../ctas';
import { productScreens } from '../product-screens';

/** /tech-solution in Swedish (content/tech-solution/overview.ts). */
export const techSolutionOverview: Words<typeof en.techSolutionOverview> = {
  page: {
    title: 'Teknisk lösning: en plattform för ekonomin i hela Norden',
    description:
      'En och samma Solvik-app för utlägg, leverantörsfakturor, tid, lön, projekt och rapportering för era bolag i Sverige, Norge, Danmark och Finland – ovanpå ett globalt affärssystem eller era lokala.',
  },
  hero: {
    eyebrow: 'Teknisk lösning',
    title: 'En app för koncernens alla nordiska bolag',
    description:
      'Era team i Stockholm, Oslo, Köpenhamn och Helsingfors attesterar, rapporterar och gör månadsbokslut i samma app, med samma inloggning. Under ytan är den kopplad till det affärssystem ni redan har: ett globalt system eller ett lokalt per land.',
    actions: [bookADemo, { label: 'Jämför alternativen' }],
    image: productScreens['one-login'],
  },
  modulesSection: {
    eyebrow: 'Modulerna',
    title: 'Sex moduler, en inloggning',
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
      points: [
        'Behåll Fortnox, Visma, Tripletex med flera',
        'Lokala regelkrav hanteras lokalt',
        'Inget migreringsprojekt',
      ],
    },
  ],
  benefitsSection: {
    eyebrow: 'Vad ni vinner',
    title: 'Det här förändras med en plattform',
  },
  benefits: [
    {
      title: 'Samma arbetssätt överallt',
      description:
        'Samma attestregler och samma steg i alla länder, så att ingenting hänger på vem som råkar vara på kontoret.',
    },
    {
      title: 'Bättre överblick',
      description:
        'Se kostnader, timmar och väntande attester för alla bolag på ett ställe, medan månaden fortfarande pågår.',
    },
    {
      title: 'Mindre utbildning',
      description:
        'Medarbetarna lär sig en app, en gång. En chef som flyttar från Oslo till Stockholm fortsätter att arbeta som förut.',
    },
    {
      title: 'Enklare IT-förvaltning',
      description:
        'En leverantör, en inloggning och en uppsättning behörigheter att hålla ordning på, i stället för ett verktyg per land.',
    },
    {
      title: 'Snabbare månadsbokslut',
      description:
        'Attesterna görs under månaden, inte efteråt, så att månadsbokslutet blir klart flera dagar tidigare.',
    },
    {
      title: 'Nya länder, samma app',
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
      title: 'Enkel från första dagen',
      description:
        'Vardagens uppgifter ligger två klick från startsidan, med samma upplägg på webben och i mobilen, på svenska och engelska. Nya kollegor behöver ingen utbildning.',
    },
    {
      title: 'Säkerhet och integritet',
      description:
        'Personliga inloggningar, behörigheter per roll, bolag och modul, och en logg över vem som attesterade vad och när. Personuppgifter behandlas så som vår integritetspolicy beskriver.',
    },
    {
      title: 'Anpassad efter ert företag',
      description:
        'Attestkedjor per bolag, belopp och kostnadsställe, och era egna dimensioner: projekt, avdelningar och kunder.',
    },
    {
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
};
