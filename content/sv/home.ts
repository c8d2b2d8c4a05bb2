import {
  BadgeCheck,
  BuildingComplex,
  Clock,
  Handshake,
  Layers,
  ChartLine,
  LockKeyhole,
  Smartphone,
} from '@/components/ui/icons';
import type { Translation } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import { platformModules } from '../registry/modules';
import type { Benefit, Hero, LinkAction, PageMeta } from '../types';
import type * as en from '../home';
import { bookADemo, talkToSales } from './ctas';

/** The home page in Swedish (content/home.ts). */

const numberWords = ['inga', 'en', 'två', 'tre', 'fyra', 'fem', 'sex', 'sju', 'åtta', 'nio'];

/** "Sex", for the heading that counts the modules. */
const countWord = numberWords[platformModules.length] ?? String(platformModules.length);
const moduleCountWord = countWord.charAt(0).toUpperCase() + countWord.slice(1);

export const homePage = {
  title: `${siteConfig.name} | Redovisning, lön och finansiell teknik`,
  description:
    'Solvik sköter redovisning, lön och ekonomihantering för nordiska företag och deras dotterbolag i Europa och USA: en kontaktperson, en plattform, en inloggning.',
  path: '/',
  absoluteTitle: true,
} satisfies PageMeta & Translation<typeof en.homePage>;

export const homeHero = {
  eyebrow: 'Redovisning · Lön · Finansiell teknik',
  title: ['En kontaktperson', 'En plattform', 'En inloggning'],
  description:
    'Vi sköter redovisning, lön och ekonomihantering för svenska företag och för nordiska koncerner med dotterbolag i Europa och USA. Era medarbetare rapporterar, attesterar och följer siffrorna i en och samma app.',
  actions: [
    talkToSales,
    { label: 'Utforska tjänsterna', href: '/services' },
    { label: 'Utforska tekniken', href: '/tech-solution' },
  ],
  image: {
    name: 'sv/home-hero',
    alt: 'Solvik-appen: koncernens rapporter på en dator med omsättning per bolag, ett utlägg avläst från ett kvitto i mobilen och en attesterad lönekörning.',
  },
} as const satisfies Hero & Translation<typeof en.homeHero>;

export const needSection = {
  eyebrow: 'Varför Solvik',
  title: 'Vi såg behovet',
  description:
    'Nordiska företag som växer får snart en redovisningsbyrå i varje land, en lönebyrå i varje land och ett eget system i varje dotterbolag. Vi ersätter lapptäcket med ett team och en plattform.',
} as const satisfies Translation<typeof en.needSection>;

export const modulesSection = {
  eyebrow: 'Plattformen',
  title: 'Våra moduler',
  description: `${moduleCountWord} moduler ovanpå ert affärssystem, i en app för alla från nyanställd till CFO.`,
  keyBenefitsTitle: 'De viktigaste fördelarna',
  keyBenefits: [
    {
      icon: Clock,
      title: 'Ingen manuell inmatning',
      description: 'Kvitton, fakturor och timmar hamnar i bokföringen så snart de har attesterats.',
    },
    {
      icon: LockKeyhole,
      title: 'En inloggning',
      description: 'Alla bolag och alla moduler, ett konto per person.',
    },
    {
      icon: Smartphone,
      title: 'Attestera var du än är',
      description: 'Chefer attesterar i mobilappen på några sekunder.',
    },
    {
      icon: Layers,
      title: 'Med valfritt affärssystem',
      description: 'Ett globalt affärssystem, eller de lokala affärssystem ni redan har.',
    },
  ] satisfies Benefit[],
  actions: [
    { label: 'Utforska hela lösningen', href: '/tech-solution' },
    bookADemo,
  ] satisfies LinkAction[],
} as const satisfies Translation<typeof en.modulesSection>;

export const approachSection = {
  eyebrow: 'Vårt arbetssätt',
  title: 'Så håller vi kvaliteten',
  description:
    'Bra redovisning märks inte: bokslutet blir klart i tid, siffrorna stämmer och ingen behöver jaga någon.',
  bullets: [
    'En egen, fast kontaktperson som känner ert företag och svarar inom en arbetsdag.',
    'Lokala experter på varje lands regler, samordnade från vårt kontor i Stockholm.',
    'Automatisering först: kan plattformen göra en uppgift ska ingen behöva göra den för hand.',
    'En kalender för bokslutet och ett rapportformat för alla bolag ni äger.',
  ],
  link: { label: 'Mer om Solvik', href: '/about' } satisfies LinkAction,
} as const satisfies Translation<typeof en.approachSection>;

export const benefitsSection = {
  eyebrow: 'Därför stannar kunderna',
  title: 'Fördelarna med att arbeta med oss',
  benefits: [
    {
      icon: Handshake,
      title: 'En kontaktperson',
      description: 'En person att ringa om redovisning, lön och system, i alla länder.',
    },
    {
      icon: BuildingComplex,
      title: 'Byggt för koncerner',
      description:
        'Moder- och dotterbolag gör bokslut enligt samma kalender och rapporterar i samma format.',
    },
    {
      icon: ChartLine,
      title: 'Siffror att fatta beslut på',
      description:
        'Månadsrapporter som förklarar vad som har förändrats, inte bara vad som har hänt.',
    },
    {
      icon: Clock,
      title: 'Snabbare bokslut',
      description:
        'Automatiserade flöden och en fast kalender kortar månadsbokslutet med flera dagar.',
    },
    {
      icon: BadgeCheck,
      title: 'Regelverket under kontroll',
      description:
        'Skatt, moms, pension och lagstadgad rapportering enligt varje lands regler och tidsfrister.',
    },
    {
      icon: Smartphone,
      title: 'En app för alla',
      description: 'Medarbetare, chefer och ekonomi använder samma app, på webben och i mobilen.',
    },
  ] satisfies Benefit[],
  action: talkToSales satisfies LinkAction,
} as const satisfies Translation<typeof en.benefitsSection>;

export const clientsSection = {
  eyebrow: 'Kunder',
  title: 'Nordiska företag och koncerner litar på oss',
  description:
    'Transport, mjukvara, arkitektur, medicinteknik och bagerier. Tre av dem visar i siffror vad som förändrades.',
  link: { label: 'Alla kundcase', href: '/customers' } satisfies LinkAction,
} as const satisfies Translation<typeof en.clientsSection>;
