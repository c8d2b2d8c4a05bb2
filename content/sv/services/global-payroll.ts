import type { Words } from '@/lib/i18n';
import type * as en from '../../services/global-payroll';

/** Global payroll and HR in Swedish. */
export const globalPayroll: Words<typeof en.globalPayroll> = {
  description:
    'Löne- och HR-administration för team i flera länder, enligt en gemensam lönekalender och med en kontaktperson och en plattform för attester och lönespecifikationer.',
  heroDescription:
    'Rätt lön i rätt tid till varje medarbetare, i alla länder där ni anställer, utan en lönebyrå per land att hålla reda på.',
  heroDetails:
    'Vi sköter lönen enligt varje lands regler för skatt, pension och rapportering och håller ordning på era HR-uppgifter: anställningsavtal, introduktion, ledigheter och de arbetsgivaruppgifter som följer på varje lönekörning. Chefer attesterar tid och utlägg i en app, och medarbetarna hittar sina lönespecifikationer på samma ställe.',
  heroImage: {
    alt: 'Illustration: tre lönespecifikationer från olika länder och en bekräftelse på att alla betalades ut samma dag.',
  },
  coverage: {
    countries: ['Sverige', 'Norge', 'Danmark', 'Finland', 'Tyskland', 'Storbritannien', 'USA'],
    note: 'Vi sköter lönerna för era egna bolag i de här länderna. Där ni har anställda utan eget bolag betalar en partner för arbetsgivartjänster (employer of record) ut lönerna, och vi tar med kostnaderna i samma rapporter.',
  },
  included: [
    'Månadslön i varje land: skatt, sociala avgifter och pension beräknade, inbetalda och redovisade',
    'Ett attestflöde för tid, frånvaro och utlägg i hela koncernen',
    'Lönespecifikationer och årssammanställningar för medarbetarna i appen',
    'HR-administration: anställningsavtal, introduktion, ledigheter och avslut',
    'Lönebokningar till varje bolags huvudbok och en lönerapport för koncernen varje månad',
    'En egen, fast kontaktperson, och svar på era medarbetares lönefrågor',
  ],
  notIncluded: [
    'Arbetsrättslig rådgivning och tvister: era jurister, eller en byrå som vi kan rekommendera',
    'Rekrytering, medarbetarsamtal och lönejämförelser',
    'Arbetsgivartjänster i länder där ni saknar bolag: via en partner',
  ],
  onboarding: {
    summary:
      'Cirka tio veckor från påskrivet avtal till den första lönekörningen i det första landet; övriga länder följer i vågor, vart och ett efter en parallellkörning.',
    phases: [
      {
        title: 'Uppstart',
        description:
          'Lönearter, avtal och attestregler samlade för varje land, och lönekalendern fastställd.',
      },
      {
        title: 'Uppsättning',
        description:
          'Medarbetare, ackumulerade belopp hittills i år och lönereglerna inlästa och kontrollerade; cheferna inbjudna till appen.',
      },
      {
        title: 'Parallellkörning',
        description:
          'Vi kör en månads lön parallellt med er nuvarande leverantör och stämmer av rad för rad.',
      },
      {
        title: 'Första lönekörningen',
        description:
          'Lönerna betalas ut av oss, deklarationerna till myndigheterna lämnas och lönespecifikationerna finns i appen.',
      },
    ],
  },
  pricing: {
    summary:
      'Ett fast pris per lönespecifikation och månad, med ett lägsta belopp per land. Införandet prissätts en gång per våg av länder, i samma skriftliga offert. Årssammanställningarna kostar inget extra.',
    drivers: [
      { name: 'Medarbetare', detail: 'Hur många som får lön varje månad, i varje land.' },
      { name: 'Länder', detail: 'Varje land har sina egna regler, deklarationer och datum.' },
      {
        name: 'Löneregler',
        detail: 'Skift, tillägg, provision och kollektivavtal som ska tillämpas.',
      },
      { name: 'HR-tjänster', detail: 'Om vi också sköter anställningsavtal och personalregister.' },
    ],
  },
  ctaLabel: 'Samla lönen under ett tak',
  ctaDescription:
    'Berätta var era medarbetare finns och hur de får lön i dag. Vi visar en lönekörning i vår plattform och en plan för övergången.',
  faqs: [
    {
      question: 'Hur attesterar chefer timmar och utlägg?',
      answer:
        'I vår mobilapp eller på webben. Attesterna följer de regler ni sätter per team och land, och attesterade poster går direkt in i nästa lönekörning.',
    },
    {
      question: 'Vad händer med vår lönehistorik?',
      answer:
        'Vi läser in ackumulerade belopp hittills i år och den historik ni behöver för årssammanställningarna, och stämmer av dem mot er tidigare leverantör före första lönekörningen.',
    },
    {
      question: 'Vem svarar på medarbetarnas lönefrågor?',
      answer:
        'Teamet kring er kontaktperson. Medarbetarna når oss via appen; ni bestämmer vilka frågor som går till oss och vilka som går till er egen HR.',
    },
  ],
};
