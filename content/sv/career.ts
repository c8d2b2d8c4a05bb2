import type { Words } from '@/lib/i18n';
import type * as en from '../career';

export const careerBenefits: Words<typeof en.careerBenefits> = {
  eyebrow: 'Därför ska du välja oss',
  title: 'Förmåner som gör skillnad',
  description:
    'Vi vill att du ska stanna i många år, så vi formar jobbet efter livet och inte tvärtom.',
  benefits: [
    {
      title: 'Flexibelt arbete',
      description:
        'Jobba delvis på distans och planera dina egna tider kring de tidsfrister som ditt team delar. Kontoret i centrala Stockholm finns där när du vill ha sällskap.',
    },
    {
      title: 'Möjligheter att växa',
      description:
        'En personlig utbildningsbudget, korta beslutsvägar och direkt inflytande över hur vår plattform byggs: de som använder den är med och formar den.',
    },
    {
      title: 'Balans i livet',
      description:
        'Planerade bokslut i stället för sena kvällar, generös föräldralön och ett friskvårdsbidrag för den träning eller motion du själv väljer.',
    },
  ],
};

export const careerCta: Words<typeof en.careerCta> = {
  title: 'Nyfiken på hur ett bokslut ser ut inifrån?',
  description:
    'Läs hur vi arbetar med våra kunder, eller träffa några av dem du skulle arbeta med.',
  actions: [{ label: 'Träffa teamet' }, { label: 'Läs våra kundcase' }],
};

export const careerWork: Words<typeof en.careerWork> = {
  eyebrow: 'Arbetet',
  title: 'Så är det att arbeta här',
  points: [
    'Varje kund har en kontaktperson, och varje kontaktperson har ett team bakom sig: ingen bär en kund ensam genom en semester eller ett tungt bokslut.',
    'Boksluten följer en kalender som vi kommer överens om med varje kund, så de intensiva dagarna är kända ett år i förväg. Övertid planeras in några dagar om året, den förväntas inte varje månad.',
    'Redovisningskonsulter, lönespecialister och utvecklarna som bygger vår app sitter tillsammans i Stockholm. När något i appen saktar ner dig säger du det till den som bygger den.',
    'Vi betalar din auktorisation som redovisnings- eller lönekonsult (Srf konsulterna eller FAR), med studietid på arbetstid.',
    'Du arbetar med koncerner i åtta länder, tillsammans med partnerbyråer i Tyskland, Nederländerna, Storbritannien och USA, lika mycket på engelska som på svenska.',
  ],
};

export const careerRoles: Words<typeof en.careerRoles> = {
  eyebrow: 'Lediga tjänster',
  title: 'Inga lediga tjänster just nu',
  description:
    'Vi anställer några personer om året, mest redovisningskonsulter och lönespecialister, och lägger ut varje tjänst på vår karriärsida först. Just nu är ingen tjänst ledig. Vill du arbeta hos oss får du gärna berätta om dig själv ändå, så hör vi av oss när en tjänst som passar blir ledig.',
  actions: [{ label: 'Vår karriärsida' }, { label: 'Mejla oss' }],
};

export const careerHero: Words<typeof en.careerHero> = {
  eyebrow: 'Bli en av oss',
  title: 'Bygg din framtid hos Solvik',
  description:
    'Vi skapar ekonomilösningar som gör att växande företag kan sköta redovisning och lön över landsgränser som om allt fanns på ett ställe. Bli en av de redovisningskonsulter, lönespecialister och utvecklare som sköter ekonomin åt företag i åtta länder, från vårt kontor i Stockholm.',
  actions: [{ label: 'Läs om arbetet hos oss' }],
  image: {
    alt: 'Illustration: fyra kollegor som arbetar tillsammans vid ett långt skrivbord i ett ljust kontor med utsikt över vattnet.',
  },
};

export const careerPage: Words<typeof en.careerPage> = {
  title: 'Karriär',
  description:
    'Bygg din framtid hos Solvik: redovisningskonsulter, lönespecialister och utvecklare som skapar ekonomilösningar för växande företag, från vårt kontor i Stockholm.',
};
