import type { Translation } from '@/lib/i18n';
import type { ServicePageContent } from '../../types';
import type * as en from '../../services/erp-financial-management';

/** ERP financial management (/tech-solution/netsuite) in Swedish. */
export const erpFinancialManagement = {
  description:
    'Ekonomihantering i Oracle NetSuite: vi sätter upp systemet för er koncern, sköter redovisningen i det och kopplar på vår plattform för attester och rapportering.',
  heroDescription:
    'Koncernens ekonomi i ett globalt affärssystem, Oracle NetSuite, som ett och samma team sätter upp, driver och rapporterar ur.',
  heroDetails:
    'Vi är specialister på NetSuite. Vi utformar kontoplan, bolagsstruktur och attestregler, flyttar över er data och sköter redovisningen i affärssystemet från första bokslutet. Med vår plattform ovanpå attesterar chefer fakturor, utlägg och tid i en app, och styrelsen får samma rapporter varje månad.',
  heroImage: {
    name: 'service-erp',
    alt: 'Illustration: ett globalt affärssystem i mitten, kopplat till moduler för utlägg, fakturor, tid, lön och rapportering.',
  },
  clients: ['alvsborg-robotics', 'fjallgren-medical', 'kvarnby-software'],
  benefits: [
    'En kontoplan och en bokslutsprocess för alla bolag',
    'Konsolidering i flera valutor och koncerninterna elimineringar i affärssystemet',
    'Attest av fakturor, utlägg och tid i en app, kopplad till affärssystemet',
    'Styrelse- och ledningsrapporter direkt ur huvudboken',
    'Upp till 70\u00a0% mindre manuellt arbete när flödena väl är automatiserade',
    'Införande på cirka 3–6 månader, beroende på antalet bolag',
  ],
  ctaLabel: 'Prata med oss om ert affärssystem',
  ctaDescription:
    'Oavsett om ni ska välja ett globalt affärssystem eller få ordning på ett som ni redan har visar vi hur vi skulle sätta upp och driva det för er koncern.',
  faqs: [
    {
      question: 'Hur lång tid tar det att införa ett affärssystem?',
      answer:
        'Cirka 3–6 månader. En koncern med några få bolag i en valuta hamnar i den kortare änden; många bolag, valutor och integrationer tar längre tid.',
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
    {
      question: 'Vem äger licensen till affärssystemet?',
      answer:
        'Det gör ni. Systemet och dess data tillhör er; vi arbetar i det för er räkning och lämnar över allt om ni någon gång väljer att gå vidare.',
    },
  ],
} satisfies ServicePageContent & Translation<typeof en.erpFinancialManagement>;
