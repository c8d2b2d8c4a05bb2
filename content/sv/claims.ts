import type { Words } from '@/lib/i18n';
import type * as en from '../claims';

export const claimCopy: Words<typeof en.claimCopy> = { sourceLabel: 'Källa för' };

export const claims: Words<typeof en.claims> = [
  {
    pattern: /70\s?% mindre manuellt arbete/i,
    label: 'Mindre manuellt arbete',
    source:
      'Nordvik Logistics, manuellt arbete med lön och utlägg: från 420 till 126 timmar i månaden i hela koncernen. Kundens egna tidrapporter, jan–mar 2025 jämfört med jan–mar 2024. Vårt bästa kundresultat hittills, inte ett typiskt resultat.',
    link: { label: 'Läs kundcaset om Nordvik Logistics' },
  },
  {
    pattern: /cirka 2–3 månader/i,
    label: 'Införande på cirka 2–3 månader',
    source:
      'Gäller de mittersta 50\u00a0procenten av de redovisningsuppdrag vi startade 2023–2024, räknat från påskrivet avtal till det första månadsbokslut vi levererade, för bolag och koncerner med upp till fem bolag.',
  },
  {
    pattern: /cirka 3–6 månader/i,
    label: 'Införande på cirka 3–6 månader',
    source:
      'Gäller de mittersta 50\u00a0procenten av de affärssystem vi införde 2022–2024, räknat från påskrivet avtal till driftstart för det sista bolaget.',
  },
];
