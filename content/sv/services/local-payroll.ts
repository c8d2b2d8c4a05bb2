import type { Words } from '@/lib/i18n';
import type * as en from '../../services/local-payroll';

/** Local payroll in Swedish. */
export const localPayroll: Words<typeof en.localPayroll> = {
  description:
    'Lönehantering varje månad för svenska företag: löner, skatter, pensioner och arbetsgivardeklarationer, med attester och lönespecifikationer i en app.',
  heroDescription:
    'Lönen betalas ut den 25:e varje månad, och skatter, pensioner och arbetsgivardeklarationer sköts åt er.',
  heroDetails:
    'Vi räknar fram lönen utifrån attesterad tid, frånvaro och utlägg, betalar ut den, lämnar arbetsgivardeklarationen och rapporterar pensionerna. Era medarbetare får sina lönespecifikationer i appen, och ni får en rapport som visar vad varje lönekörning kostade.',
  heroImage: {
    alt: 'Illustration: en månadskalender med lönedagen inringad, bredvid en lönespecifikation.',
  },
  coverage: {
    countries: ['Sverige'],
    note: 'För medarbetare i svenska bolag, även de som arbetar från utlandet en period. Team i andra länder sköts inom Global lön och HR, med samma kontaktperson.',
  },
  included: [
    'Löneberäkning utifrån attesterad tid, frånvaro och utlägg',
    'Arbetsgivardeklaration, skatteavdrag och pensionsrapportering, i tid varje månad',
    'Kollektivavtalets regler för övertid, semesterlön och pension, alltid aktuella',
    'Lönespecifikationer, semestersaldon och årssammanställningar i appen',
    'Lönebokningar till er bokföring, i Fortnox, Visma eller som SIE-fil',
    'En egen, fast kontaktperson för frågor från er och era medarbetare',
  ],
  notIncluded: [
    'Arbetsrättslig rådgivning och förhandlingar med fackförbund',
    'Rekrytering och HR-processer som medarbetarsamtal',
    'Rådgivning om pension och försäkringar: det gör er försäkringsförmedlare. Pensionerna rapporterar vi till Collectum, Fora eller ert pensionsbolag',
  ],
  onboarding: {
    summary:
      'Cirka åtta veckor från påskrivet avtal till de första lönerna vi betalar ut, med en parallellkörning dessförinnan.',
    phases: [
      {
        title: 'Uppstart',
        description:
          'Era medarbetare, lönearter och kollektivavtal samlade, och brytdatum överenskommet.',
      },
      {
        title: 'Uppsättning',
        description:
          'Löner, semestersaldon och ackumulerade belopp hittills i år inlästa och kontrollerade; medarbetarna inbjudna till appen.',
      },
      {
        title: 'Parallellkörning',
        description:
          'Vi beräknar en månads lön parallellt med er nuvarande lönehantering och förklarar varje skillnad.',
      },
      {
        title: 'Första lönedagen',
        description:
          'Lönerna betalas ut den 25:e, arbetsgivardeklarationen lämnas och lönespecifikationerna finns i appen.',
      },
    ],
  },
  pricing: {
    summary:
      'Ett fast pris per lönespecifikation och månad, med ett lägsta månadsbelopp, i en skriftlig offert. Införandet prissätts en gång, i samma offert; årssammanställningarna kostar inget extra.',
    drivers: [
      { name: 'Medarbetare', detail: 'Hur många som får lön varje månad.' },
      {
        name: 'Löneregler',
        detail: 'Kollektivavtal, skift, övertid och förmåner som ska tillämpas.',
      },
      {
        name: 'Förändringar',
        detail: 'Hur många som börjar, slutar eller får ändrad lön under en månad.',
      },
      {
        name: 'Attester',
        detail: 'Om tid och utlägg attesteras i vår app eller når oss på annat sätt.',
      },
    ],
  },
  ctaLabel: 'Gör lönedagen odramatisk',
  ctaDescription:
    'Berätta hur många ni betalar lön till och hur ni gör i dag. Vi visar en lönekörning från attest till lönespecifikation.',
  faqs: [
    {
      question: 'Vad behöver vi göra varje månad?',
      answer:
        'Attestera timmar, frånvaro och utlägg i appen före brytdatum. Vi gör resten och skickar en sammanställning innan lönerna betalas ut.',
    },
    {
      question: 'Kan medarbetarna se sina egna lönespecifikationer?',
      answer:
        'Ja. Varje medarbetare har en egen inloggning till appen, där lönespecifikationer, semestersaldon och årssammanställningar finns.',
    },
    {
      question: 'Vi behöver också redovisning. Kan ni sköta båda?',
      answer:
        'Ja, och det sparar arbete: lönebokningarna går direkt in i er bokföring, och en och samma kontaktperson följer båda.',
    },
  ],
};
