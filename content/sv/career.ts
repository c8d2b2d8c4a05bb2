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
  title: 'Hittat rätt roll?',
  description:
    'Se alla lediga tjänster och sök via vår karriärsida. Hittar du ingen roll som passar? Berätta om dig själv ändå.',
  actions: [{ label: 'Se lediga tjänster' }, { label: 'Mejla oss' }],
};

export const careerHero: Words<typeof en.careerHero> = {
  eyebrow: 'Bli en av oss',
  title: 'Bygg din framtid hos Solvik',
  description:
    'Vi skapar ekonomilösningar som gör att växande företag kan sköta redovisning och lön över landsgränser som om allt fanns på ett ställe. Bli en av de redovisningskonsulter, lönespecialister och utvecklare som hjälper företag runt om i världen, från vårt kontor i Stockholm.',
  actions: [{ label: 'Se lediga tjänster' }],
  image: {
    alt: 'Illustration: fyra kollegor som arbetar tillsammans vid ett långt skrivbord i ett ljust kontor med utsikt över vattnet.',
  },
};

export const careerPage: Words<typeof en.careerPage> = {
  title: 'Karriär',
  description:
    'Bygg din framtid hos Solvik: redovisningskonsulter, lönespecialister och utvecklare som skapar ekonomilösningar för växande företag, från vårt kontor i Stockholm.',
};
