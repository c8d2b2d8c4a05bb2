import type { Words } from '@/lib/i18n';
import type * as en from '../home';
import { talkToSales } from './ctas';

export const approachSection: Words<typeof en.approachSection> = {
  eyebrow: 'Vårt arbetssätt',
  title: 'Fyra vanor bakom ett lugnt bokslut',
  description:
    'Bra redovisning märks inte: bokslutet blir klart i tid, siffrorna stämmer och ingen behöver jaga någon.',
  bullets: [
    'En egen, fast kontaktperson som känner ert företag och svarar inom en arbetsdag.',
    'Lokala experter på varje lands regler, samordnade från vårt kontor i Stockholm.',
    'Automatisering först: kan plattformen göra en uppgift ska ingen behöva göra den för hand.',
    'En kalender för bokslutet och ett rapportformat för alla bolag ni äger.',
  ],
  link: { label: 'Mer om Solvik' },
};

export const benefitsSection: Words<typeof en.benefitsSection> = {
  eyebrow: 'Därför stannar kunderna',
  title: 'Fördelarna med att arbeta med oss',
  benefits: [
    {
      title: 'En kontaktperson',
      description: 'En person att ringa om redovisning, lön och system, i alla länder.',
    },
    {
      title: 'Byggt för koncerner',
      description:
        'Moder- och dotterbolag gör bokslut enligt samma kalender och rapporterar i samma format.',
    },
    {
      title: 'Siffror att fatta beslut på',
      description:
        'Månadsrapporter som förklarar vad som har förändrats, inte bara vad som har hänt.',
    },
    {
      title: 'Snabbare bokslut',
      description:
        'Automatiserade flöden och en fast kalender kortar månadsbokslutet med flera dagar.',
    },
    {
      title: 'Regelverket under kontroll',
      description:
        'Skatt, moms, pension och lagstadgad rapportering enligt varje lands regler och tidsfrister.',
    },
    {
      title: 'En app för alla',
      description: 'Medarbetare, chefer och ekonomi använder samma app, på webben och i mobilen.',
    },
  ],
  action: talkToSales,
};

export const clientsSection: Words<typeof en.clientsSection> = {
  eyebrow: 'Kunder',
  title: 'Nordiska företag och koncerner litar på oss',
  description:
    'Transport, mjukvara, medicinteknik, arkitektur och bagerier. Tre av kunderna visar i siffror vad som förändrades.',
  link: { label: 'Alla kundcase' },
};

export const homeHero: Words<typeof en.homeHero> = {
  eyebrow: 'Redovisning · Lön · Ekonomisystem',
  title: ['En kontaktperson', 'En plattform', 'En inloggning'],
  description:
    'Vi sköter redovisning, lön och ekonomihantering för svenska företag och för nordiska koncerner med dotterbolag i Europa och USA. Era medarbetare rapporterar, attesterar och följer siffrorna i en och samma app.',
  actions: [talkToSales, { label: 'Våra tjänster' }, { label: 'Plattformen' }],
  image: {
    name: 'sv/home-hero',
    alt: 'Solvik-appen: koncernens rapporter på en dator med omsättning per bolag, ett utlägg avläst från ett kvitto i mobilen och en attesterad lönekörning.',
  },
};

export const homePage: Words<typeof en.homePage> = {
  title: 'Solvik | Redovisning, lön och ekonomisystem',
  description:
    'Solvik sköter redovisning, lön och ekonomihantering för nordiska företag och deras dotterbolag i Europa och USA: en kontaktperson, en plattform, en inloggning.',
};

export const modulesSection: Words<typeof en.modulesSection> = {
  eyebrow: 'Plattformen',
  title: 'Våra moduler',
  description: 'Sex moduler ovanpå ert affärssystem, i en app för alla från nyanställd till CFO.',
  keyBenefitsTitle: 'De viktigaste fördelarna',
  keyBenefits: [
    {
      title: 'Ingen manuell inmatning',
      description: 'Kvitton, fakturor och timmar hamnar i bokföringen så snart de har attesterats.',
    },
    { title: 'En inloggning', description: 'Alla bolag och alla moduler, ett konto per person.' },
    {
      title: 'Attestera var du än är',
      description: 'Chefer attesterar i mobilappen på några sekunder.',
    },
    {
      title: 'Med valfritt affärssystem',
      description: 'Ett globalt affärssystem, eller de lokala affärssystem ni redan har.',
    },
  ],
  actions: [{ label: 'Se alla moduler' }, { label: 'Boka en demo' }],
};

export const needSection: Words<typeof en.needSection> = {
  eyebrow: 'Varför Solvik',
  title: 'Ett team i stället för ett lapptäcke',
  description:
    'Nordiska företag som växer får snart en redovisningsbyrå i varje land, en lönebyrå i varje land och ett eget system i varje dotterbolag. Vi ersätter lapptäcket med ett team och en plattform.',
};
