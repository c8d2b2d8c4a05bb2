import { productScreens } from '../product-screens';
import type { ErpPageContent, SectionIntro, SupportedErp } from './types';
import { bookADemo } from '@/content/ctas';

export const localErpsPage = {
  page: {
    title: 'Local ERP integration',
    description:
      'Keep Fortnox, Visma, Tripletex, Netvisor, e-conomic, DATEV or Xero in each country and give your group one interface, one approval flow and consolidated reporting on top.',
    path: '/tech-solution/local-erps',
  },
  hero: {
    eyebrow: 'Tech solution · Local ERPs',
    title: 'Local ERP integration',
    description:
      'Your Swedish company runs Fortnox, the German one DATEV, the British one Xero. Keep them. The Solvik app connects every local system so your people work in one interface and management sees one group.',
    actions: [bookADemo, { label: 'All platform modules', href: '/tech-solution' }],
    image: productScreens['local-erps'],
  },
  benefitsSection: {
    eyebrow: 'Benefits',
    title: 'Local systems, one way of working',
    description: 'Local accountants keep their tools; everyone else gets one app.',
  },
  benefits: [
    {
      icon: 'layout-dashboard',
      title: 'One interface',
      description:
        'Employees and managers use the same app in every country, whatever ERP sits underneath.',
    },
    {
      icon: 'circle-check',
      title: 'Centralized approvals',
      description:
        'Every expense, supplier invoice and payroll change is approved in one place, with one set of rules.',
    },
    {
      icon: 'chart-column',
      title: 'Consolidated reporting',
      description:
        'Figures from each local ledger are brought together in your group currency, with the same definitions.',
    },
    {
      icon: 'boxes',
      title: 'Unified modules',
      description:
        'Expenses, invoices, time, payroll and reporting work the same way on top of every local system.',
    },
  ],
  stepsSection: {
    eyebrow: 'How it works',
    title: 'Three steps to one group',
  },
  steps: [
    {
      icon: 'plug',
      title: 'Connect your ERPs',
      description:
        'We connect each company’s ERP through its own interface and map accounts, cost centers and VAT codes.',
    },
    {
      icon: 'combine',
      title: 'Centralize & unify',
      description:
        'Approval rules, modules and users are set up once for the group and applied to every entity.',
    },
    {
      icon: 'chart-line',
      title: 'Act & analyze',
      description:
        'Your teams approve and report in the app while you follow the whole group in consolidated reports.',
    },
  ],
  cta: {
    title: 'Bring your local ERPs together',
    description:
      'Tell us which systems you run in which countries, and we will show you the app working across them.',
    actions: [bookADemo],
  },
} satisfies ErpPageContent;

export const supportedErpsSection = {
  eyebrow: 'Supported systems',
  title: 'Local ERPs we connect today',
  description:
    'The systems our clients run most often in each market we serve. Swedish companies on any other system connect through SIE file import and export.',
} satisfies SectionIntro;

/** The widely used local systems of each market we serve. */
export const supportedErps = [
  { country: 'Sweden', system: 'Fortnox, Visma' },
  { country: 'Norway', system: 'Tripletex' },
  { country: 'Finland', system: 'Netvisor' },
  { country: 'Denmark', system: 'e-conomic' },
  { country: 'Germany', system: 'DATEV' },
  { country: 'UK', system: 'Xero' },
] satisfies SupportedErp[];

export function integrationSupportText(country: string): string {
  return `Full integration support for ${country}-based operations`;
}
