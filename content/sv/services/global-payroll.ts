import type { Translation } from '@/lib/i18n';
import type { ServicePageContent } from '../../types';
import type * as en from '../../services/global-payroll';

/** Global payroll and HR in Swedish. */
export const globalPayroll = {
  description:
    'Löne- och HR-administration för team i flera länder, enligt en gemensam lönekalender och med en kontaktperson och en plattform för attester och lönespecifikationer.',
  heroDescription:
    'Rätt lön i rätt tid till varje medarbetare, i alla länder där ni anställer, utan en lönebyrå per land att hålla reda på.',
  heroDetails:
    'Vi sköter lönen enligt varje lands regler för skatt, pension och rapportering och håller ordning på era HR-uppgifter: anställningsavtal, introduktion, ledigheter och de arbetsgivaruppgifter som följer på varje lönekörning. Chefer attesterar tid och utlägg i en app, och medarbetarna hittar sina lönespecifikationer på samma ställe.',
  heroImage: {
    name: 'service-global-payroll',
    alt: 'Illustration: tre lönespecifikationer från olika länder och en bekräftelse på att alla betalades ut samma dag.',
  },
  clients: ['kvarnby-software', 'nordvik-logistics', 'lindqvist-design-studio'],
  benefits: [
    'Månadslön i varje land, med skatt, pension och sociala avgifter inrapporterade i tid',
    'Ett attestflöde för tid, frånvaro och utlägg i hela koncernen',
    'Lönespecifikationer och årssammanställningar för medarbetarna i en app',
    'HR-administration: anställningsavtal, introduktion, ledigheter och avslut',
    'Upp till 70\u00a0% mindre manuellt arbete för era chefer och er ekonomiavdelning',
  ],
  ctaLabel: 'Samla lönen under ett tak',
  ctaDescription:
    'Berätta var era medarbetare finns och hur de får lön i dag. Vi visar en lönekörning i vår plattform och en plan för övergången.',
  faqs: [
    {
      question: 'Kan ni betala ut lön i länder där vi inte har något bolag?',
      answer:
        'Vi sköter lönen för era egna bolag. Där ni anställer utan eget bolag kan vi introducera er för en partner som blir formell arbetsgivare åt er (employer of record) och samla deras underlag i samma rapporter.',
    },
    {
      question: 'Hur attesterar chefer timmar och utlägg?',
      answer:
        'I vår mobilapp eller på webben. Attesterna följer de regler ni sätter per team och land, och attesterade poster går direkt in i nästa lönekörning.',
    },
    {
      question: 'Vad händer med vår lönehistorik?',
      answer:
        'Vi läser in årets hittillsvarande belopp och den historik ni behöver för årssammanställningarna, och stämmer av dem mot er tidigare leverantör före första lönekörningen.',
    },
    {
      question: 'Vem svarar på medarbetarnas lönefrågor?',
      answer:
        'Teamet kring er kontaktperson. Medarbetarna når oss via appen; ni bestämmer vilka frågor som går till oss och vilka som går till er egen HR.',
    },
  ],
} satisfies ServicePageContent & Translation<typeof en.globalPayroll>;
