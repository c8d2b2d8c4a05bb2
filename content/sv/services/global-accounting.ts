import type { Translation } from '@/lib/i18n';
import type { ServicePageContent } from '../../types';
import type * as en from '../../services/global-accounting';

/** Global accounting in Swedish. */
export const globalAccounting = {
  description:
    'Outsourcad redovisning för nordiska koncerner med dotterbolag i Europa och USA: lokal bokföring i varje land, en samlad bild och ett team att prata med.',
  heroDescription:
    'Ett redovisningsteam för alla bolag i koncernen, från moderbolaget i Stockholm till säljkontoret i Texas.',
  heroDetails:
    'Vi sköter den lokala bokföringen enligt varje lands regler och gör bokslut för alla bolag enligt samma kalender, så att koncernrapporteringen kommer i tid och i ett och samma format. Ni har en kontaktperson, inte ett nätverk av lokala byråer.',
  heroImage: {
    name: 'service-global-accounting',
    alt: 'Illustration: en jordglob med kundernas kontor utmärkta, bredvid en konsoliderad huvudbok.',
  },
  clients: ['nordvik-logistics', 'fjallgren-medical', 'alvsborg-robotics'],
  benefits: [
    'Löpande bokföring, moms och lagstadgad rapportering i varje land, enligt lokala regler',
    'En gemensam kalender för månadsbokslut för alla bolag i koncernen',
    'Konsoliderade koncernrapporter i en valuta och med en kontoplan',
    'Upp till 70\u00a0% mindre manuellt arbete tack vare automatiserade flöden för fakturor och utlägg',
    'Införande på cirka 2–3 månader, bolag för bolag',
  ],
  ctaLabel: 'Planera ert globala bokslut',
  ctaDescription:
    'Berätta i vilka länder ni verkar och hur ni rapporterar i dag. Vi visar hur ett redovisningsteam och en bokslutskalender skulle se ut för er koncern.',
  faqs: [
    {
      question: 'Vilka länder täcker ni?',
      answer:
        'Vi bokför för bolag i Norden, övriga Europa och USA. Varje land sköts av redovisningskonsulter som kan landets regler, samordnade av er kontaktperson i Stockholm.',
    },
    {
      question: 'Hur lång tid tar det att flytta vår redovisning till er?',
      answer:
        'Cirka 2–3 månader. Vi tar över ett bolag i taget, gör vid behov ett bokslut parallellt med er nuvarande leverantör och byter när siffrorna stämmer.',
    },
    {
      question: 'Måste vi byta affärssystem?',
      answer:
        'Nej. Vi arbetar i det affärssystem ni redan använder, oavsett om det är ett globalt system eller ett lokalt per land. Vår plattform ligger ovanpå.',
    },
    {
      question: 'Hur ser vi siffrorna för hela koncernen?',
      answer:
        'I vår plattform: alla bolags huvudböcker, attester och rapporter bakom en inloggning, med konsoliderade koncernrapporter efter varje månadsbokslut.',
    },
  ],
} satisfies ServicePageContent & Translation<typeof en.globalAccounting>;
