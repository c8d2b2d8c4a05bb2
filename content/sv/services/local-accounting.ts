import type { Words } from '@/lib/i18n';
import type * as en from '../../services/local-accounting';

/** Local accounting in Swedish. */
export const localAccounting: Words<typeof en.localAccounting> = {
  description:
    'Löpande bokföring, moms, månadsbokslut och årsbokslut för företag i Sverige, med en egen, fast redovisningskonsult och en plattform som tar bort pappersarbetet.',
  heroDescription:
    'Svensk bokföring, moms och årsbokslut, skött av en egen, fast redovisningskonsult som känner ert företag.',
  heroDetails:
    'Fota ett kvitto eller vidarebefordra en faktura, så hamnar det i bokföringen. Vi sköter månadsbokslutet, momsen, arbetsgivardeklarationerna och årsredovisningen, och vi berättar vad siffrorna betyder för månaderna framöver.',
  heroImage: {
    alt: 'Illustration: ett kvitto som flödar in i en avstämd huvudbok, med Stockholms silhuett i bakgrunden.',
  },
  coverage: {
    countries: ['Sverige'],
    note: 'För svenska aktiebolag och svenska filialer till utländska bolag. Dotterbolag i andra länder sköts inom Global redovisning, med samma kontaktperson.',
  },
  included: [
    'Löpande bokföring och månadsbokslut, med en kort rapport som ni läser på fem minuter',
    'Momsdeklarationer, arbetsgivardeklarationer och avstämning av skattekontot',
    'Leverantörsfakturor och kvitton tolkade, konterade och skickade till er för attest i appen',
    'Årsredovisning och inkomstdeklaration, inlämnade till Bolagsverket och Skatteverket',
    'Arbete i Fortnox eller Visma, eller med SIE-filer från andra svenska affärssystem',
    'En egen, fast redovisningskonsult i Stockholm, med ett team bakom sig vid semestrar och toppar',
  ],
  notIncluded: [
    'Den lagstadgade revisionen: den gör er revisor, och vi tar fram underlaget',
    'Skattetvister och rådgivning vid omstruktureringar: offereras separat när ni behöver det',
    'Lönehantering: en egen tjänst, Lokal lönehantering',
  ],
  onboarding: {
    summary:
      'Cirka 2–3 månader från påskrivet avtal till det första månadsbokslut vi gör, ingående balanser inräknade.',
    phases: [
      {
        title: 'Uppstart',
        description:
          'Ett möte med er redovisningskonsult, behörighet till affärssystem, bank och skattekonto, och er fakturaadress upplagd.',
      },
      {
        title: 'Ingående balanser',
        description:
          'Förra årets årsredovisning och årets historik genomgångna, och öppna poster avstämda med er tidigare byrå.',
      },
      {
        title: 'Er första månad hos oss',
        description:
          'Kvitton och fakturor går via appen; vi bokför månaden och går igenom eventuella frågor med er.',
      },
      {
        title: 'Första bokslutet',
        description:
          'Den första månadsrapporten och momsdeklarationen från oss, och därefter varje månad samma dag.',
      },
    ],
  },
  pricing: {
    summary:
      'Ett fast månadsarvode, i en skriftlig offert efter ett möte, som vi ser över en gång om året. Årsbokslutet ingår i samma offert, så att årsskiftet inte bjuder på några överraskningar.',
    drivers: [
      { name: 'Transaktioner', detail: 'Leverantörsfakturor, kundfakturor och kvitton per månad.' },
      { name: 'Moms', detail: 'Redovisning per månad, kvartal eller år, och handel med utlandet.' },
      {
        name: 'Rapportering',
        detail: 'En månadsrapport, eller även budget, prognoser och styrelsemöten.',
      },
      { name: 'Utgångsläge', detail: 'Skicket på bokföringen vi tar över, och ert affärssystem.' },
    ],
  },
  ctaLabel: 'Möt er redovisningskonsult',
  ctaDescription:
    'Boka ett kort möte med en av våra redovisningskonsulter. Ta med förra årets årsredovisning, så berättar vi hur vi skulle sköta er bokföring.',
  faqs: [
    {
      question: 'Vem blir vår redovisningskonsult?',
      answer:
        'En egen, fast redovisningskonsult på vårt kontor i Stockholm, med ett team bakom sig som täcker upp vid semestrar och toppar. Ni får konsultens direkta e-postadress och telefonnummer.',
    },
    {
      question: 'Hur skickar vi kvitton och fakturor till er?',
      answer:
        'Fota kvitton i vår app och vidarebefordra leverantörsfakturor till er egen fakturaadress. Båda matchas, konteras och skickas till er för attest.',
    },
    {
      question: 'Gör ni även årsredovisningen?',
      answer:
        'Ja. Årsredovisningen, inkomstdeklarationen och inlämningen till Bolagsverket ingår i tjänsten.',
    },
  ],
};
