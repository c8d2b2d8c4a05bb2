import type { IconName } from '@/lib/icons';
import { erpServicePath, servicePath, type ServiceSlug } from '@/lib/routes';
import { erpFinancialManagement } from '../services/erp-financial-management';
import { globalAccounting } from '../services/global-accounting';
import { globalPayroll } from '../services/global-payroll';
import { localAccounting } from '../services/local-accounting';
import { localPayroll } from '../services/local-payroll';
import type { ServicePageContent } from '../types';

/**
 * Our five services, the list that the navigation, the home page, /services, the footer, the
 * service pages and the tests map over. Their slugs and paths come from the route table
 * (lib/routes.ts), which says which pages exist; this says what each one is. A service's name is both its card's title and its
 * page's heading, so the two cannot drift apart.
 */
export type Service = {
  slug: ServiceSlug | 'erp-financial-management';
  /** The page's own path, which is also its canonical URL. */
  path: string;
  /** The card title, the navigation label and the page's h1. */
  name: string;
  icon: IconName;
  /** A sentence or two for the service's card. */
  summary: string;
  page: ServicePageContent;
};

/** The ERP financial-management service, served at /tech-solution/netsuite. */
export const erpService = {
  slug: 'erp-financial-management',
  path: erpServicePath,
  name: 'ERP Financial Management',
  icon: 'network',
  summary:
    'Comprehensive financial management on Oracle NetSuite: setup, day-to-day accounting, consolidation and reporting.',
  page: erpFinancialManagement,
} as const satisfies Service;

export const services = [
  {
    slug: 'global-accounting',
    path: servicePath('global-accounting'),
    name: 'Global Accounting',
    icon: 'earth',
    summary:
      'Local bookkeeping and statutory reporting for every entity, closed on one calendar and consolidated for the group.',
    page: globalAccounting,
  },
  {
    slug: 'global-payroll',
    path: servicePath('global-payroll'),
    name: 'Global Payroll & HR',
    icon: 'users',
    summary:
      'Payroll and HR administration in every country you employ people, with one approval flow and one app for payslips.',
    page: globalPayroll,
  },
  {
    slug: 'local-accounting',
    path: servicePath('local-accounting'),
    name: 'Local Accounting',
    icon: 'book-open-check',
    summary:
      'Bookkeeping, VAT, month-end close and annual accounts for Swedish companies, by a named accountant.',
    page: localAccounting,
  },
  {
    slug: 'local-payroll',
    path: servicePath('local-payroll'),
    name: 'Local Payroll',
    icon: 'banknote',
    summary:
      'Salaries, taxes, pensions and employer returns for Swedish employees, paid on time every month.',
    page: localPayroll,
  },
  erpService,
] as const satisfies readonly Service[];

/** The service with this slug among `list` (a language's, English's if not said), or undefined. */
export function findService(
  slug: string,
  list: readonly Service[] = services,
): Service | undefined {
  return list.find((service) => service.slug === slug);
}
