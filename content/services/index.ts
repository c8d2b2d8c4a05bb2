import type { ServiceSlug } from '@/lib/routes';
import type { Service } from '../types';
import { erpFinancialManagement } from './erp-financial-management';
import { globalAccounting } from './global-accounting';
import { globalPayroll } from './global-payroll';
import { localAccounting } from './local-accounting';
import { localPayroll } from './local-payroll';

/** The words the ServicePage template puts around every service's own content. */
export const servicePageCopy = {
  eyebrow: 'Our Services',
  getStarted: { label: 'Get Started', href: '/contact' },
  allServices: { label: 'All services', href: '/services' },
  benefitsTitle: 'What you get',
  trustedBy: 'Trusted by',
  faqTitle: 'Frequently asked questions',
  scheduleMeeting: { label: 'Schedule a Meeting', href: '/contact' },
} as const;

/** The service pages under /services, by slug (lib/routes.ts lists the slugs). */
export const servicesBySlug: Record<ServiceSlug, Service> = {
  'global-accounting': globalAccounting,
  'global-payroll': globalPayroll,
  'local-accounting': localAccounting,
  'local-payroll': localPayroll,
};

/** The ERP financial-management service, served at /tech-solution/netsuite. */
export { erpFinancialManagement };

/** All five service pages, in the order the site lists them. */
export const allServices: readonly Service[] = [
  globalAccounting,
  globalPayroll,
  localAccounting,
  localPayroll,
  erpFinancialManagement,
];
