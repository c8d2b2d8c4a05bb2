import { BookOpenCheck, Banknote, Globe2, Network, Users } from 'lucide-react';
import type { ClientQuote, Illustration, LinkAction, ServiceSummary } from './types';

export const servicesHero = {
  eyebrow: 'Our Services',
  title: 'Accounting, payroll and financial management, run as one',
  description:
    'Pick the services you need today and add the rest as you grow. Whatever you choose, you get:',
  bullets: [
    'One contact person for every service and every country',
    'One platform and one login for your whole team',
    'Local expertise in the Nordics, Europe and the US',
    'Up to 70% less manual work through automation',
  ],
  action: { label: 'Get Started', href: '/contact' } satisfies LinkAction,
  image: {
    name: 'services-hero',
    alt: 'Illustration: a ledger, a payslip and a chart, the everyday work of our teams.',
  } satisfies Illustration,
} as const;

export const serviceCards = {
  title: 'What we do',
  description: 'Five services, one team. Each page explains what is included and how we start.',
  services: [
    {
      icon: Globe2,
      title: 'Global Accounting',
      description:
        'Local bookkeeping and statutory reporting for every entity, closed on one calendar and consolidated for the group.',
      href: '/services/global-accounting',
    },
    {
      icon: Users,
      title: 'Global Payroll & HR',
      description:
        'Payroll and HR administration in every country you employ people, with one approval flow and one app for payslips.',
      href: '/services/global-payroll',
    },
    {
      icon: BookOpenCheck,
      title: 'Local Accounting',
      description:
        'Bookkeeping, VAT, month-end close and annual accounts for Swedish companies, by a named accountant.',
      href: '/services/local-accounting',
    },
    {
      icon: Banknote,
      title: 'Local Payroll',
      description:
        'Salaries, taxes, pensions and employer returns for Swedish employees, paid on time every month.',
      href: '/services/local-payroll',
    },
    {
      icon: Network,
      title: 'ERP Financial Management',
      description:
        'Comprehensive financial management on one global ERP: set-up, day-to-day accounting, consolidation and reporting.',
      href: '/tech-solution/netsuite',
    },
  ] satisfies ServiceSummary[],
} as const;

export const clientQuotes = {
  eyebrow: 'Clients',
  title: 'What our clients say',
  quotes: [
    {
      quote:
        'We had four accounting firms in four countries. Now we have one contact person, and the group report arrives on the fifth working day every month.',
      name: 'Karin Holm',
      title: 'CFO, Nordvik Logistics',
    },
    {
      quote:
        'Our managers approve expenses on their phones between meetings. Month-end used to take a week of chasing receipts; now it takes none.',
      name: 'Mikael Strand',
      title: 'Head of Finance, Kvarnby Software',
    },
    {
      quote:
        'They moved our US and German subsidiaries onto the same ERP as Sweden without a single late payroll. It was the calmest system change I have been part of.',
      name: 'Sofia Berg',
      title: 'Group Controller, Alvsborg Robotics',
    },
  ] satisfies ClientQuote[],
} as const;

export const servicesCta = {
  title: 'Not sure which services you need?',
  description:
    'Tell us how your company is set up today. We will suggest where to start and what it would cost.',
  actions: [{ label: 'Contact Us', href: '/contact' }] satisfies LinkAction[],
} as const;
