import type { Translation } from '@/lib/i18n';
import type { ServicePageContent } from '../../types';
import type * as en from '../../services/local-accounting';

/** Local accounting in Swedish. */
export const localAccounting = {
  description:
    'Löpande bokföring, moms, månadsbokslut och årsbokslut för företag i Sverige, med en egen, fast redovisningskonsult och en plattform som tar bort pappersarbetet.',
  heroDescription:
    'Svensk bokföring, moms och årsbokslut, skött av en egen, fast redovisningskonsult som känner ert företag.',
  heroDetails:
    'Fota ett kvitto eller vidarebefordra en faktura, så hamnar det i bokföringen. Vi sköter månadsbokslutet, momsen, arbetsgivardeklarationerna och årsredovisningen, och vi berättar vad siffrorna betyder för månaderna framöver.',
  heroImage: {
    name: 'service-local-accounting',
    alt: 'Illustration: ett kvitto som flödar in i en attesterad huvudbok, med Stockholms silhuett i bakgrunden.',
  },
  clients: ['soderhamn-bageri', 'ekholm-arkitekter', 'lindqvist-design-studio'],
  benefits: [
    'Löpande bokföring och månadsbokslut med en kort rapport som ni läser på fem minuter',
    'Momsdeklarationer, arbetsgivardeklarationer och avstämning av skattekontot',
    'Årsredovisning och inkomstdeklaration, inlämnade till Bolagsverket och Skatteverket',
    'Kvitton och leverantörsfakturor fångas i appen: upp till 70\u00a0% mindre manuellt arbete',
    'Införande på cirka 2–3 månader, inklusive era ingående balanser',
  ],
  ctaLabel: 'Möt er redovisningskonsult',
  ctaDescription:
    'Boka ett kort möte med en av våra redovisningskonsulter. Ta med förra årets årsredovisning, så berättar vi hur vi skulle sköta er bokföring.',
  faqs: [
    {
      question: 'Vem blir vår redovisningskonsult?',
      answer:
        'En egen, fast redovisningskonsult på vårt kontor i Stockholm, med ett team bakom sig som täcker upp vid semestrar och toppar. Ni får konsultens direkta mejladress och telefonnummer.',
    },
    {
      question: 'Hur skickar vi kvitton och fakturor till er?',
      answer:
        'Fota kvitton i vår app och vidarebefordra leverantörsfakturor till er egen fakturaadress. Båda matchas, konteras och skickas till er för attest.',
    },
    {
      question: 'Hur lång tid tar det att byta från vår nuvarande redovisningsbyrå?',
      answer:
        'Cirka 2–3 månader. Vi samlar in de ingående balanserna och årets historik och tar över från och med den första hela månaden därefter.',
    },
    {
      question: 'Gör ni även årsredovisningen?',
      answer:
        'Ja. Årsredovisningen, inkomstdeklarationen och inlämningen till Bolagsverket ingår i tjänsten.',
    },
  ],
} satisfies ServicePageContent & Translation<typeof en.localAccounting>;
