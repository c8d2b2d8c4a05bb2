import type { Words } from '@/lib/i18n';
import type * as en from '../about';
import { talkToSales } from './ctas';
import { productScreens } from './product-screens';

export const aboutApproach: Words<typeof en.aboutApproach> = {
  eyebrow: 'Vårt arbetssätt',
  title: 'Så arbetar vi',
  paragraphs: [
    'Varje uppdrag börjar med att vi lär oss hur ert företag tjänar sina pengar och vad de går till, inte med en standardchecklista. Utifrån det kommer vi överens om en bokslutskalender, ett rapportformat och en uppsättning attestregler för alla bolag.',
    'Sedan automatiserar vi det som går att automatisera, tar över resten och fortsätter att förbättra båda delarna. Våra kunder lägger sin tid på beslut; vi lägger vår på att siffrorna blir rätt och kommer i tid.',
  ],
  links: [{ label: 'Läs våra kundcase' }, { label: 'Så skyddar vi era uppgifter' }],
};

export const aboutCta: Words<typeof en.aboutCta> = {
  title: 'Prata med oss om er ekonomifunktion',
  description:
    'Berätta var ni står i dag och vart ni är på väg, så visar vi hur vi skulle kunna hjälpa er.',
  actions: [talkToSales],
};

export const aboutHero: Words<typeof en.aboutHero> = {
  eyebrow: 'Om Solvik',
  title: 'Ekonomiteamet bakom nordiska företag som växer utomlands',
  description:
    'Vi sköter redovisning, lön och ekonomihantering för företag i Sverige och för nordiska koncerner med dotterbolag i Europa och USA, med en kontaktperson, en plattform och en inloggning.',
  actions: [talkToSales, { label: 'Bli en av oss' }],
  image: productScreens.reporting,
};

export const aboutPage: Words<typeof en.aboutPage> = {
  title: 'Om oss',
  description:
    'Solvik grundades i Stockholm 2016. Vi sköter redovisning, lön och ekonomihantering för nordiska företag och deras dotterbolag, med en kontaktperson och en plattform.',
};

export const aboutStory: Words<typeof en.aboutStory> = {
  eyebrow: 'Vår historia',
  title: 'Vilka vi är',
  paragraphs: [
    'Solvik grundades i Stockholm 2016 av redovisningskonsulter som i många år hade sett växande företag drunkna i sina egna upplägg: en redovisningsbyrå i varje land, en lönebyrå i varje land och kalkylark som skulle hålla ihop alltihop.',
    'Vi ville bli den enda partner de företagen behövde. I dag arbetar våra redovisningskonsulter, lönespecialister och utvecklare med allt från enskilda svenska bolag till koncerner med bolag på tre kontinenter, och vår egen plattform kopplar ihop arbetet med det affärssystem kunden använder.',
    'Vi ägs och leds fortfarande av dem som gör jobbet. Varje kund har en egen, fast kontaktperson, och varje förbättring av plattformen börjar med en fråga från en kund eller en kollega.',
  ],
  image: {
    alt: 'Illustration: vårt nav i Stockholm, ritat som solen över viken i vår logotyp, sammankopplat med kundkontor runt omkring.',
  },
  facts: [
    { value: '2016', label: 'Grundat i Stockholm' },
    { value: '8', label: 'Länder där vi sköter bokföringen' },
    { value: '6', label: 'Moduler i vår egen plattform' },
  ],
};

export const aboutTeam: Words<typeof en.aboutTeam> = {
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
    },
    {
      name: 'Jonas Lindqvist',
      role: 'Medgrundare och plattformschef',
      bio: 'Bygger Solvik-appen tillsammans med våra redovisningskonsulter, så att varje ny funktion börjar med en fråga från en kund.',
    },
    {
      name: 'Leila Haddad',
      role: 'Lönechef',
      bio: 'Ansvarar för våra lönespecialister i Stockholm och partnerbyråernas löneteam utomlands, och leder varje parallellkörning innan en kund flyttar sin lönehantering till oss.',
    },
    {
      name: 'Henrik Dahl',
      role: 'Ansvarig för NetSuite-införanden',
      bio: 'Leder koncerners övergång till Oracle NetSuite, från kontoplanen till driftstarten för det sista bolaget.',
    },
  ],
};

export const aboutValues: Words<typeof en.aboutValues> = {
  eyebrow: 'Våra värderingar',
  title: 'Det här står vi för',
  values: [
    {
      title: 'Varje lands regler, av dem som kan dem',
      description:
        'Egna redovisningskonsulter i Norden, och i Tyskland, Nederländerna, Storbritannien och USA partnerbyråer som vi har arbetat med i många år och som följer vår bokslutskalender och våra kontroller.',
    },
    {
      title: 'En person som känner ert företag',
      description:
        'En egen, fast kontaktperson som känner ert företag, era medarbetare och era tidsfrister, och som svarar inom en arbetsdag.',
    },
    {
      title: 'Auktoriserade och erfarna',
      description:
        'Auktoriserade redovisningskonsulter och lönespecialister som har gjort bokslut för både startups och börsnoterade koncerner.',
    },
    {
      title: 'Programvara som tar bort arbete',
      description:
        'Vår egen plattform ovanpå ert affärssystem, byggd tillsammans med våra redovisningskonsulter, så att automatiseringen tar bort arbete i stället för att flytta det.',
    },
  ],
};
