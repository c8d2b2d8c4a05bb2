import { Banknote, BookOpenCheck, Earth, Network, Users } from '@/components/ui/icons';
import type { Translation } from '@/lib/i18n';
import { erpServicePath, servicePath } from '@/lib/routes';
import type * as en from '../../registry/services';
import type { Service } from '../../registry/services';
import { erpFinancialManagement } from '../services/erp-financial-management';
import { globalAccounting } from '../services/global-accounting';
import { globalPayroll } from '../services/global-payroll';
import { localAccounting } from '../services/local-accounting';
import { localPayroll } from '../services/local-payroll';

/**
 * Våra fem tjänster, på svenska (content/registry/services.ts). Namnet är både kortets rubrik,
 * menyns etikett och sidans h1.
 */

/** Ekonomihantering i NetSuite, som visas på /tech-solution/netsuite. */
export const erpService = {
  slug: 'erp-financial-management',
  path: erpServicePath,
  name: 'Ekonomihantering i NetSuite',
  icon: Network,
  summary:
    'Heltäckande ekonomihantering i Oracle NetSuite: införande, löpande bokföring, konsolidering och rapportering.',
  page: erpFinancialManagement,
} as const satisfies Translation<typeof en.erpService>;

export const services = [
  {
    slug: 'global-accounting',
    path: servicePath('global-accounting'),
    name: 'Global redovisning',
    icon: Earth,
    summary:
      'Lokal bokföring och lagstadgad rapportering för varje bolag, med en gemensam bokslutskalender och konsolidering för koncernen.',
    page: globalAccounting,
  },
  {
    slug: 'global-payroll',
    path: servicePath('global-payroll'),
    name: 'Global lön och HR',
    icon: Users,
    summary:
      'Lön och HR-administration i alla länder där ni har anställda, med ett gemensamt attestflöde och en app för lönespecifikationer.',
    page: globalPayroll,
  },
  {
    slug: 'local-accounting',
    path: servicePath('local-accounting'),
    name: 'Lokal redovisning',
    icon: BookOpenCheck,
    summary:
      'Löpande bokföring, moms, månadsbokslut och årsredovisning för svenska företag, med en egen, fast redovisningskonsult.',
    page: localAccounting,
  },
  {
    slug: 'local-payroll',
    path: servicePath('local-payroll'),
    name: 'Lokal lönehantering',
    icon: Banknote,
    summary:
      'Löner, skatter, pensioner och arbetsgivardeklarationer för anställda i Sverige, utbetalda i tid varje månad.',
    page: localPayroll,
  },
  erpService,
] as const satisfies Translation<typeof en.services>;

/** Tjänsten under /services med den här sluggen, eller undefined. */
export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}
