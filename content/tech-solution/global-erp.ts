import { productScreens } from '../product-screens';
import type { ErpPageContent } from './types';
import { bookADemo } from '@/content/ctas';

export const globalErpPage = {
  page: {
    title: 'Global ERP integration',
    description:
      'Run every entity on one global ERP with the Solvik app on top: one data flow, one set of processes, group reporting in real time and one experience for every employee.',
    path: '/tech-solution/global-erp',
  },
  hero: {
    eyebrow: 'Tech solution · Global ERP',
    title: 'Global ERP integration',
    description:
      'For groups that run every company on one global ERP. The Solvik app becomes the front door to it: employees approve and report in the app, and every transaction lands in the same ledger with the same rules.',
    actions: [bookADemo, { label: 'All platform modules', href: '/tech-solution' }],
    image: productScreens.netsuite,
  },
  benefitsSection: {
    eyebrow: 'Benefits',
    title: 'One ERP, used the same way everywhere',
    description:
      'A global ERP only pays off when every country uses it the same way. The app makes that the easy path.',
  },
  benefits: [
    {
      icon: 'workflow',
      title: 'Unified data flow',
      description:
        'Expenses, invoices, hours and payroll changes flow from the app straight into the ERP, in the right entity, without re-keying.',
    },
    {
      icon: 'list-checks',
      title: 'Standardized processes',
      description:
        'One approval chain and one set of controls for every subsidiary, configured once and applied everywhere.',
    },
    {
      icon: 'chart-column',
      title: 'Centralized reporting',
      description:
        'Group and entity figures come from one ledger, so management reports and statutory accounts agree.',
    },
    {
      icon: 'monitor-smartphone',
      title: 'One platform experience',
      description:
        'The same app on phone and desktop for every employee, whatever their country, language or role.',
    },
  ],
  stepsSection: { eyebrow: 'How it works', title: 'From first connection to a shorter close' },
  steps: [
    {
      icon: 'plug',
      title: 'Connect your ERP',
      description:
        'We connect the app to your ERP’s standard interfaces and map your entities, accounts and approval rules. Your ERP stays the system of record.',
    },
    {
      icon: 'shield-check',
      title: 'Set access per entity',
      description:
        'Single sign-on, role-based access per entity and a full audit trail of who approved what, and when.',
    },
    {
      icon: 'gauge',
      title: 'Approve during the month, close sooner',
      description:
        'With approvals done during the month and data already in the ledger, the close gets shorter and the numbers arrive sooner.',
    },
  ],
  cta: {
    title: 'See it on your ERP',
    description:
      'Tell us which ERP your group runs and we will show you the app connected to it, with your entities and approval flows.',
    actions: [bookADemo],
  },
} satisfies ErpPageContent;
