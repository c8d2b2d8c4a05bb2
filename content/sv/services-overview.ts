import type { Words } from '@/lib/i18n';
import type * as en from '../services-overview';
import { talkToSales } from './ctas';

export const clientQuotes: Words<typeof en.clientQuotes> = {
  eyebrow: 'Kunder',
  title: 'Det här säger våra kunder',
  description:
    'Vårt bästa resultat hittills, inte ett typiskt resultat: 70\u00a0% mindre manuellt arbete med lön och utlägg för en koncern som flyttade lönen i fyra länder till oss.',
  quotes: [
    {
      quote:
        'Vi hade fyra redovisningsbyråer i fyra länder. Nu har vi en kontaktperson, och koncernrapporten kommer på femte arbetsdagen varje månad.',
      name: 'Karin Holm',
      title: 'CFO, Nordvik Logistics',
    },
    {
      quote:
        'Våra chefer attesterar utlägg i mobilen mellan mötena. Förr gick en hel vecka av månadsbokslutet åt till att jaga kvitton; nu går ingen tid alls åt till det.',
      name: 'Mikael Strand',
      title: 'Ekonomichef, Kvarnby Software',
    },
    {
      quote:
        'De flyttade våra dotterbolag i USA och Tyskland till samma affärssystem som i Sverige utan en enda försenad lön. Det var det lugnaste systembyte jag har varit med om.',
      name: 'Sofia Berg',
      title: 'Koncerncontroller, Älvsborg Robotics',
    },
  ],
};

export const serviceCards: Words<typeof en.serviceCards> = {
  title: 'Det här gör vi',
  description:
    'Fem tjänster, ett team. På varje sida ser ni vad som ingår och hur vi kommer igång.',
};

export const servicesCta: Words<typeof en.servicesCta> = {
  title: 'Osäker på vilka tjänster ni behöver?',
  description:
    'Berätta hur ert företag är organiserat i dag, så föreslår vi var ni kan börja och vad det skulle kosta.',
  actions: [talkToSales],
};

export const servicesHero: Words<typeof en.servicesHero> = {
  eyebrow: 'Våra tjänster',
  title: 'Redovisning, lön och ekonomi som en helhet',
  description:
    'Välj de tjänster ni behöver i dag och lägg till resten när ni växer. Oavsett vad ni väljer får ni:',
  actions: [talkToSales],
  bullets: [
    'En kontaktperson för alla tjänster och alla länder',
    'En plattform och en inloggning för hela teamet',
    'Lokal expertis i Norden, Europa och USA',
    'En kalender för bokslutet och ett rapportformat för alla bolag',
  ],
  image: {
    alt: 'Illustration: en huvudbok, en lönespecifikation och ett diagram, vardagen för våra team.',
  },
};

export const servicesPage: Words<typeof en.servicesPage> = {
  title: 'Våra tjänster',
  description:
    'Global och lokal redovisning, global och lokal lön samt ekonomihantering i ett globalt affärssystem: fem tjänster från ett team, på en plattform.',
};
