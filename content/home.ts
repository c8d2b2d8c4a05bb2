import {
  BadgeCheck,
  Banknote,
  BookOpenCheck,
  Building2,
  Clock,
  Globe2,
  Handshake,
  Layers,
  LineChart,
  LockKeyhole,
  Network,
  Smartphone,
  Users,
} from 'lucide-react';
import { productScreens } from './product-screens';
import type { Benefit, Illustration, LinkAction, ServiceSummary } from './types';

export const homeHero = {
  eyebrow: 'Accounting · Payroll · Financial technology',
  lines: ['One point of contact', 'One tech interface', 'One login'],
  intro:
    'Solvik runs accounting, payroll and financial management for companies in Sweden and for Nordic groups with subsidiaries across Europe and the US, on one platform your whole team can use.',
  actions: [
    { label: 'Contact Us', href: '/contact' },
    { label: 'Explore Services', href: '/services' },
    { label: 'Explore Tech', href: '/tech-solution' },
  ],
  image: {
    name: 'home-hero',
    alt: 'Illustration: the Solvik dashboard with charts and a ledger, our mobile app approving an expense, and a colleague at a desk.',
  } satisfies Illustration,
} as const;

export const needSection = {
  eyebrow: 'Why Solvik',
  title: 'We saw the need',
  description:
    'Growing Nordic companies end up with an accountant per country, a payroll provider per country and a different system in every subsidiary. We built one team and one platform to replace the patchwork.',
  services: [
    {
      icon: Globe2,
      title: 'Global Accounting',
      description:
        'Local books in every country, closed on one calendar and consolidated for the group.',
      href: '/services/global-accounting',
    },
    {
      icon: Users,
      title: 'Global Payroll & HR',
      description:
        'Payroll and HR administration for teams in several countries, with one approval flow.',
      href: '/services/global-payroll',
    },
    {
      icon: BookOpenCheck,
      title: 'Local Accounting',
      description: 'Swedish bookkeeping, VAT and annual accounts by a named accountant.',
      href: '/services/local-accounting',
    },
    {
      icon: Banknote,
      title: 'Local Payroll',
      description: 'Salaries, taxes, pensions and employer returns, on time every month.',
      href: '/services/local-payroll',
    },
    {
      icon: Network,
      title: 'ERP Financial Management',
      description: 'Your group’s finances on one global ERP, set up and run by our team.',
      href: '/tech-solution/netsuite',
    },
  ] satisfies ServiceSummary[],
} as const;

/** A module of the platform; `image` is its screen, shown when its item is open. */
export type Module = { title: string; description: string; image?: Illustration };

export const modulesSection = {
  eyebrow: 'The platform',
  title: 'Our Modules',
  description:
    'Seven modules on top of your ERP, in one app for everyone from the new hire to the CFO.',
  modules: [
    {
      title: 'Expense Management',
      description:
        'Photograph a receipt, pick a project and submit. Managers approve on their phone, and the expense is booked and reimbursed with the next salary.',
      image: productScreens.expense,
    },
    {
      title: 'Supplier Invoice Processing',
      description:
        'Invoices arrive in one inbox, are read and coded automatically, and go to the right approver. Approved invoices are booked and scheduled for payment.',
      image: productScreens['supplier-invoice'],
    },
    {
      title: 'Time Reporting',
      description:
        'Hours per day, project and activity, reported in a minute on web or mobile, and approved before they reach payroll and invoicing.',
      image: productScreens['time-reporting'],
    },
    {
      title: 'Payroll Processing',
      description:
        'Approved time, absence and expenses flow into each country’s pay run. Employees find payslips and annual statements in the app.',
      image: productScreens['payroll-approval'],
    },
    {
      title: 'Invoicing',
      description:
        'Turn approved time and agreed fees into customer invoices in the right currency and language, and follow them until they are paid.',
    },
    {
      title: 'Project Reporting',
      description:
        'Hours, costs and revenue per project, updated as they are approved, so project managers see their margin before the month ends.',
      image: productScreens['project-reporting'],
    },
    {
      title: 'Financial Reporting',
      description:
        'Monthly reports per entity and for the group, straight from the ledger: the same numbers for the CFO, the board and the auditors.',
      image: productScreens.reporting,
    },
  ] satisfies Module[],
  keyBenefitsTitle: 'Key benefits',
  keyBenefits: [
    {
      icon: Clock,
      title: 'Up to 70% less manual work',
      description: 'Receipts, invoices and hours flow into the books without retyping.',
    },
    {
      icon: LockKeyhole,
      title: 'One login',
      description: 'Every entity, every module, one account per person.',
    },
    {
      icon: Smartphone,
      title: 'Approvals on the go',
      description: 'Managers approve from the mobile app in seconds.',
    },
    {
      icon: Layers,
      title: 'On any ERP',
      description: 'On one global ERP or on the local ERPs you already run.',
    },
  ] satisfies Benefit[],
  actions: [
    { label: 'Explore Full Solution', href: '/tech-solution' },
    { label: 'Request a Demo', href: '/contact' },
  ] satisfies LinkAction[],
} as const;

export const approachSection = {
  eyebrow: 'How we work',
  title: 'Our Approach to Excellence',
  description:
    'Good accounting is quiet: the close happens on time, the numbers agree and nobody has to chase anyone. This is how we keep it that way.',
  bullets: [
    'One named contact person who knows your business and answers within a working day.',
    'Local experts for every country’s rules, coordinated from our office in Stockholm.',
    'Automation first: if a task can be done by the platform, no one should do it by hand.',
    'The same monthly close calendar and report format for every entity you own.',
  ],
  link: { label: 'More about Solvik', href: '/about' } satisfies LinkAction,
} as const;

export const benefitsSection = {
  eyebrow: 'Why clients stay',
  title: 'Benefits of Working With Us',
  description: 'What our clients tell us changed after they moved their finance operations to us.',
  benefits: [
    {
      icon: Handshake,
      title: 'One point of contact',
      description: 'One person to call about accounting, payroll and systems, in every country.',
    },
    {
      icon: Building2,
      title: 'Built for groups',
      description:
        'Parent companies and subsidiaries closed on one calendar and reported in one format.',
    },
    {
      icon: LineChart,
      title: 'Numbers you can act on',
      description:
        'Monthly reports that arrive on time and explain what changed, not just what happened.',
    },
    {
      icon: Clock,
      title: 'Faster close',
      description: 'Automated flows and a fixed calendar shorten the monthly close by days.',
    },
    {
      icon: BadgeCheck,
      title: 'Compliance handled',
      description: 'Tax, VAT, pension and statutory filings to each country’s rules and deadlines.',
    },
    {
      icon: Smartphone,
      title: 'One app for everyone',
      description: 'Employees, managers and finance use the same app on web and mobile.',
    },
  ] satisfies Benefit[],
  action: { label: 'Get Started Today', href: '/contact' } satisfies LinkAction,
} as const;
