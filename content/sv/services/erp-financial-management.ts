import type { Words } from '@/lib/i18n';
import type * as en from '../../services/erp-financial-management';
import { accountingCountries } from './countries';

/** ERP financial management (/tech-solution/netsuite) in Swedish. */
export const erpFinancialManagement: Words<typeof en.erpFinancialManagement> = {
  description:
    'Ekonomihantering i Oracle NetSuite: vi sätter upp systemet för er koncern, sköter redovisningen i det och kopplar på vår plattform för attester och rapportering.',
  heroDescription:
    'Koncernens ekonomi i ett globalt affärssystem, Oracle NetSuite, som ett och samma team sätter upp, driver och rapporterar ur.',
  heroDetails:
    'Vi är specialister på NetSuite. Vi utformar kontoplan, bolagsstruktur och attestregler, flyttar över er data och sköter redovisningen i affärssystemet från första bokslutet. Med vår plattform ovanpå attesterar chefer fakturor, utlägg och tid i en app, och styrelsen får samma rapporter varje månad.',
  heroImage: {
    alt: 'Illustration: ett globalt affärssystem i mitten, kopplat till moduler för utlägg, fakturor, tid, lön och rapportering.',
  },
  coverage: {
    countries: accountingCountries,
    note: 'Ett NetSuite OneWorld-konto för alla bolag, vart och ett med sitt lands lagstadgade rapportering. Bolag i andra länder kan anslutas; för den lokala bokföringen där gäller samma villkor som i Global redovisning.',
  },
  included: [
    'Utformningen: en gemensam kontoplan, bolag, valutor, dimensioner och attestregler',
    'Datamigrering: ingående balanser och ett års historik, avstämda mot era gamla system',
    'Koncerninterna fakturor, elimineringar och valutaomvärdering, automatiserade i NetSuite',
    'Månadsbokslut och konsolidering för alla bolag, som vi gör i NetSuite',
    'Styrelse- och ledningsrapporter direkt ur huvudboken',
    'Vår plattform ovanpå för attest av fakturor, utlägg och tid',
  ],
  notIncluded: [
    'Licensen till NetSuite: den har ni, hos Oracle eller en återförsäljare, och ni äger er data',
    'Utveckling utöver konfiguration och våra standardintegrationer: offereras separat',
    'Den lagstadgade revisionen: den gör era revisorer, med läsbehörighet till systemet',
  ],
  onboarding: {
    summary:
      'Cirka 3–6 månader från påskrivet avtal till att det sista bolaget är i drift. En koncern med tre bolag i en valuta hamnar i den kortare änden; varje ytterligare våg av bolag lägger till cirka sex veckor.',
    phases: [
      {
        title: 'Utformning',
        description:
          'Workshoppar med er ekonomiavdelning: kontoplan, dimensioner, attestregler och rapporter fastställda och dokumenterade.',
      },
      {
        title: 'Uppbyggnad',
        description:
          'NetSuite konfigurerat, integrationer mot banker och vår plattform på plats, er data migrerad.',
      },
      {
        title: 'Test och utbildning',
        description:
          'Ert team testar med riktiga transaktioner; vi utbildar attestanter, controllers och de som läser styrelsens rapporter.',
      },
      {
        title: 'Första vågen i drift',
        description:
          'De första bolagen går i drift och vi gör deras första bokslut i NetSuite; de övriga följer i vågor.',
      },
    ],
  },
  pricing: {
    summary:
      'Införandet har ett fast pris som vi kommer överens om innan vi börjar; den löpande redovisningen har ett fast månadsarvode per bolag. Båda ingår i en skriftlig offert när workshopparna om utformningen är planerade.',
    drivers: [
      { name: 'Bolag och valutor', detail: 'Hur många bolag, i hur många valutor.' },
      {
        name: 'Integrationer',
        detail: 'Bank, lön, CRM eller webbutik som ska kopplas till NetSuite.',
      },
      {
        name: 'Migrering',
        detail:
          'Hur många affärssystem uppgifterna flyttas från, och hur mycket historik som följer med.',
      },
      {
        name: 'Transaktioner',
        detail: 'Fakturor, utlägg och verifikationer per månad när ni är i drift.',
      },
    ],
  },
  ctaLabel: 'Prata med oss om ert affärssystem',
  ctaDescription:
    'Oavsett om ni ska välja ett globalt affärssystem eller få ordning på ett som ni redan har visar vi hur vi skulle sätta upp och driva det för er koncern.',
  faqs: [
    {
      question: 'Vem äger licensen till affärssystemet?',
      answer:
        'Det gör ni. Systemet och dess data är era; vi arbetar i det för er räkning och lämnar över allt om ni någon gång byter leverantör.',
    },
    {
      question: 'Vi använder redan NetSuite. Kan ni ta över det?',
      answer:
        'Ja. Vi går igenom er uppsättning av NetSuite, åtgärdar det som gör bokslutet långsamt och tar över den löpande redovisningen i ert befintliga system.',
    },
    {
      question: 'Hur blir det med dotterbolagen som har lokala system?',
      answer:
        'De kan flytta till det globala affärssystemet i etapper eller stanna kvar i sina lokala system med vår plattform ovanpå. Oavsett vilket samlas rapporteringen på ett ställe.',
    },
  ],
};
