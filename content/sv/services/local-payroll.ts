import type { Translation } from '@/lib/i18n';
import type { ServicePageContent } from '../../types';
import type * as en from '../../services/local-payroll';

/** Local payroll in Swedish. */
export const localPayroll = {
  description:
    'Lönehantering varje månad för svenska företag: löner, skatter, pensioner och arbetsgivardeklarationer, med attester och lönespecifikationer i en app.',
  heroDescription:
    'Lönen betalas ut den 25:e varje månad, och skatter, pensioner och arbetsgivardeklarationer sköts åt er.',
  heroDetails:
    'Vi räknar fram lönen utifrån attesterad tid, frånvaro och utlägg, betalar ut den, lämnar arbetsgivardeklarationen och rapporterar pensionerna. Era medarbetare får sina lönespecifikationer i appen, och ni får en rapport som visar vad varje lönekörning kostade.',
  heroImage: {
    name: 'service-local-payroll',
    alt: 'Illustration: en månadskalender med lönedagen inringad, bredvid en lönespecifikation.',
  },
  clients: ['ekholm-arkitekter', 'brunnsviken-dental', 'soderhamn-bageri'],
  benefits: [
    'Löneberäkning utifrån attesterad tid, frånvaro och utlägg',
    'Arbetsgivardeklarationer, preliminärskatt och pensionsrapportering i tid',
    'Lönespecifikationer, semestersaldon och årssammanställningar i appen',
    'Kollektivavtalets regler tillämpas åt er',
    'Upp till 70\u00a0% mindre manuellt arbete vid varje lönekörning',
  ],
  ctaLabel: 'Gör lönedagen odramatisk',
  ctaDescription:
    'Berätta hur många ni betalar lön till och hur ni gör i dag. Vi visar en lönekörning från attest till lönespecifikation.',
  faqs: [
    {
      question: 'Hanterar ni kollektivavtal?',
      answer:
        'Ja. Vi tillämpar reglerna i ert kollektivavtal för övertid, semesterlön och pension och håller dem aktuella när avtalet ändras.',
    },
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
} satisfies ServicePageContent & Translation<typeof en.localPayroll>;
