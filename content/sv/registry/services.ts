import type { Words } from '@/lib/i18n';
import type * as en from '../../registry/services';
import { erpFinancialManagement } from '../services/erp-financial-management';
import { globalAccounting } from '../services/global-accounting';
import { globalPayroll } from '../services/global-payroll';
import { localAccounting } from '../services/local-accounting';
import { localPayroll } from '../services/local-payroll';

/** Ekonomihantering i NetSuite, som visas på /tech-solution/netsuite. */
export const erpService: Words<typeof en.erpService> = {
  name: 'Ekonomihantering i NetSuite',
  summary:
    'Heltäckande ekonomihantering i Oracle NetSuite: införande, löpande bokföring, konsolidering och rapportering.',
  page: erpFinancialManagement,
};

export const services: Words<typeof en.services> = [
  {
    name: 'Global redovisning',
    summary:
      'Lokal bokföring och lagstadgad rapportering för varje bolag, med en gemensam bokslutskalender och konsolidering för koncernen.',
    page: globalAccounting,
  },
  {
    name: 'Global lön och HR',
    summary:
      'Lön och HR-administration i alla länder där ni har anställda, med ett gemensamt attestflöde och en app för lönespecifikationer.',
    page: globalPayroll,
  },
  {
    name: 'Lokal redovisning',
    summary:
      'Löpande bokföring, moms, månadsbokslut och årsredovisning för svenska företag, med en egen, fast redovisningskonsult.',
    page: localAccounting,
  },
  {
    name: 'Lokal lönehantering',
    summary:
      'Löner, skatter, pensioner och arbetsgivardeklarationer för anställda i Sverige, utbetalda i tid varje månad.',
    page: localPayroll,
  },
  {
    name: 'Ekonomihantering i NetSuite',
    summary:
      'Heltäckande ekonomihantering i Oracle NetSuite: införande, löpande bokföring, konsolidering och rapportering.',
    page: erpFinancialManagement,
  },
];
