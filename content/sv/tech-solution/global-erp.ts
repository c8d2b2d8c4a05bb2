import type { Words } from '@/lib/i18n';
import type * as en from '../../tech-solution/global-erp';
import { bookADemo } from '../ctas';
import { productScreens } from '../product-screens';

/** /tech-solution/global-erp in Swedish (content/tech-solution/global-erp.ts). */
export const globalErpPage: Words<typeof en.globalErpPage> = {
  page: {
    title: 'Globalt affärssystem',
    description:
      'Kör alla bolag i ett globalt affärssystem med Solvik-appen ovanpå: ett dataflöde, samma processer, koncernrapportering i realtid och samma upplevelse för varje medarbetare.',
  },
  hero: {
    eyebrow: 'Teknisk lösning · Integration',
    title: 'Globalt affärssystem',
    description:
      'För koncerner som har alla bolag i ett och samma globala affärssystem. Med Solvik-appen som ingång attesterar och rapporterar medarbetarna på ett ställe, och varje transaktion hamnar i samma huvudbok med samma regler.',
    actions: [bookADemo, { label: 'Alla plattformsmoduler' }],
    image: productScreens.netsuite,
  },
  benefitsSection: {
    eyebrow: 'Fördelar',
    title: 'Ett affärssystem som används likadant överallt',
    description:
      'Ett globalt affärssystem lönar sig först när alla länder använder det på samma sätt. Appen gör det enkelt att göra rätt.',
  },
  benefits: [
    {
      title: 'Ett samlat dataflöde',
      description:
        'Utlägg, fakturor, timmar och löneändringar går direkt från appen in i affärssystemet, i rätt bolag, utan dubbelregistrering.',
    },
    {
      title: 'Standardiserade processer',
      description:
        'En attestkedja och samma kontroller för varje dotterbolag, inställda en gång och tillämpade överallt.',
    },
    {
      title: 'Centraliserad rapportering',
      description:
        'Siffrorna för koncernen och för varje bolag kommer från samma huvudbok, så att ledningens rapporter och den lagstadgade redovisningen stämmer överens.',
    },
    {
      title: 'Samma upplevelse för alla',
      description:
        'Samma app i mobilen och på datorn för varje medarbetare, oavsett land, språk eller roll.',
    },
  ],
  stepsSection: {
    eyebrow: 'Så fungerar det',
    title: 'Från första kopplingen till ett kortare månadsbokslut',
  },
  steps: [
    {
      title: 'Anslut ert affärssystem',
      description:
        'Vi kopplar appen till affärssystemets standardgränssnitt och mappar era bolag, konton och attestregler. Affärssystemet är fortsatt det ledande systemet.',
    },
    {
      title: 'Styr behörigheten per bolag',
      description:
        'Enkel inloggning (SSO), rollbaserad behörighet per bolag och en fullständig logg över vem som attesterade vad och när.',
    },
    {
      title: 'Attestera under månaden, gör bokslut tidigare',
      description:
        'När attesterna görs under månaden och uppgifterna redan finns i huvudboken blir bokslutet kortare och siffrorna kommer tidigare.',
    },
  ],
  cta: {
    title: 'Se det i ert affärssystem',
    description:
      'Berätta vilket affärssystem koncernen använder, så visar vi appen kopplad till det – med era bolag och attestflöden.',
    actions: [bookADemo],
  },
};
