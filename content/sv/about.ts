import { Earth, GraduationCap, HeartHandshake, Lightbulb } from '@/components/ui/icons';
import type { Translation } from '@/lib/i18n';
import { trustPath } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';
import type { Benefit, Cta, Hero, Illustration, LinkAction, PageMeta, TeamMember } from '../types';
import type * as en from '../about';
import { talkToSales } from './ctas';
import { productScreens } from './product-screens';

/** The about page in Swedish (content/about.ts). */

export const aboutPage = {
  title: 'Om oss',
  description:
    'Solvik grundades i Stockholm 2016. Vi sköter redovisning, lön och ekonomihantering för nordiska företag och deras dotterbolag, med en kontaktperson och en plattform.',
  path: '/about',
} satisfies PageMeta & Translation<typeof en.aboutPage>;

export const aboutHero = {
  eyebrow: 'Om Solvik',
  title: 'Ekonomiteamet bakom nordiska företag som växer utomlands',
  description:
    'Vi sköter redovisning, lön och ekonomihantering för företag i Sverige och för nordiska koncerner med dotterbolag i Europa och USA, med en kontaktperson, en plattform och en inloggning.',
  actions: [talkToSales, { label: 'Bli en av oss', href: '/career' }],
  image: productScreens.reporting,
} as const satisfies Hero & Translation<typeof en.aboutHero>;

export const aboutStory = {
  eyebrow: 'Vår historia',
  title: 'Vilka vi är',
  paragraphs: [
    `${siteConfig.name} grundades i Stockholm ${siteConfig.foundingYear} av redovisningskonsulter som i många år hade sett växande företag drunkna i sina egna upplägg: en redovisningsbyrå i varje land, en lönebyrå i varje land och kalkylark som skulle hålla ihop alltihop.`,
    'Vi ville bli den enda partner de företagen behövde. I dag arbetar våra redovisningskonsulter, lönespecialister och utvecklare med allt från enskilda svenska bolag till koncerner med bolag på tre kontinenter, och vår egen plattform kopplar ihop arbetet med det affärssystem kunden använder.',
    'Vi drivs fortfarande av dem som gör jobbet. Varje kund har en egen, fast kontaktperson, och varje förbättring av plattformen börjar med en fråga från en kund eller en kollega.',
  ],
  image: {
    name: 'about-story',
    alt: 'Illustration: vårt nav i Stockholm, ritat som solen över viken i vår logotyp, sammankopplat med kundkontor runt omkring.',
  } satisfies Illustration,
  facts: [
    { value: String(siteConfig.foundingYear), label: 'Grundat i Stockholm' },
    { value: '1', label: 'Kontaktperson för alla länder' },
    { value: '1', label: 'Inloggning för alla bolag' },
  ],
} as const satisfies Translation<typeof en.aboutStory>;

export const aboutValues = {
  eyebrow: 'Våra värderingar',
  title: 'Det här står vi för',
  values: [
    {
      icon: Earth,
      title: 'Globalt nätverk',
      description:
        'Lokala experter i Norden, Europa och USA, samordnade från Stockholm, så att varje lands regler följs av människor som kan dem.',
    },
    {
      icon: HeartHandshake,
      title: 'Personlig service',
      description:
        'En egen, fast kontaktperson som känner ert företag, era medarbetare och era tidsfrister, och som svarar inom en arbetsdag.',
    },
    {
      icon: GraduationCap,
      title: 'Kunskap och erfarenhet',
      description:
        'Auktoriserade redovisningskonsulter och lönespecialister som har gjort bokslut för både startups och börsnoterade koncerner.',
    },
    {
      icon: Lightbulb,
      title: 'Innovativa lösningar',
      description:
        'Vår egen plattform ovanpå ert affärssystem, byggd tillsammans med våra redovisningskonsulter, så att automatiseringen tar bort arbete i stället för att flytta det.',
    },
  ] satisfies Benefit[],
} as const satisfies Translation<typeof en.aboutValues>;

export const aboutTeam = {
  eyebrow: 'Våra medarbetare',
  title: 'Människorna ni kommer att arbeta med',
  description:
    'Varje kund får en egen, fast kontaktperson, med specialister på redovisning, lön och affärssystem i ryggen.',
  portraitAlt: 'tecknat porträtt, inget fotografi',
  disclaimer:
    'Namn och porträtt är exempel: Solvik är ett demoföretag, och de här personerna är påhittade.',
  people: [
    {
      name: 'Maria Ekström',
      role: 'Medgrundare och redovisningschef',
      bio: 'Auktoriserad redovisningskonsult som har lett månadsbokslut för koncerner i nio länder.',
      portrait: 'people/maria-ekstrom',
    },
    {
      name: 'Jonas Lindqvist',
      role: 'Medgrundare och ansvarig för plattformen',
      bio: 'Bygger Solvik-appen tillsammans med våra redovisningskonsulter, så att varje ny funktion börjar med en fråga från en kund.',
      portrait: 'people/jonas-lindqvist',
    },
    {
      name: 'Leila Haddad',
      role: 'Lönechef',
      bio: 'Leder våra lönespecialister i Norden, Tyskland och USA, och varje parallellkörning innan en kund flyttar sin lön till oss.',
      portrait: 'people/leila-haddad',
    },
    {
      name: 'Henrik Dahl',
      role: 'Ansvarig för NetSuite-införanden',
      bio: 'Leder koncerners övergång till Oracle NetSuite, från kontoplanen till driftstarten för det sista bolaget.',
      portrait: 'people/henrik-dahl',
    },
  ] satisfies TeamMember[],
} as const satisfies Translation<typeof en.aboutTeam>;

export const aboutApproach = {
  eyebrow: 'Vårt arbetssätt',
  title: 'Så arbetar vi',
  paragraphs: [
    'Varje uppdrag börjar med att vi lär oss hur ert företag tjänar sina pengar och vad de går till, inte med en standardchecklista. Utifrån det kommer vi överens om en bokslutskalender, ett rapportformat och en uppsättning attestregler för alla bolag.',
    'Sedan automatiserar vi det som går att automatisera, tar över resten och fortsätter att förbättra båda delarna. Våra kunder lägger sin tid på beslut; vi lägger vår på att siffrorna blir rätt och kommer i tid.',
  ],
  links: [
    { label: 'Läs våra kundcase', href: '/customers' },
    { label: 'Så skyddar vi era uppgifter', href: trustPath },
  ] satisfies LinkAction[],
} as const satisfies Translation<typeof en.aboutApproach>;

export const aboutCta = {
  title: 'Prata med oss om er ekonomifunktion',
  description:
    'Berätta var ni står i dag och vart ni är på väg, så visar vi hur vi skulle kunna hjälpa er.',
  actions: [talkToSales],
} as const satisfies Cta & Translation<typeof en.aboutCta>;
