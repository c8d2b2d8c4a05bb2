import type { ClientQuote, Cta, Hero, PageMeta } from './types';
import { talkToSales } from './ctas';

export const servicesPage = {
  title: 'Our services',
  description:
    'Global and local accounting, global and local payroll, and financial management on a global ERP: five services from one team, on one platform.',
  path: '/services',
} satisfies PageMeta;

export const servicesHero = {
  eyebrow: 'Our services',
  title: 'Accounting, payroll and financial management, run as one',
  description:
    'Pick the services you need today and add the rest as you grow. Whatever you choose, you get:',
  actions: [talkToSales],
  bullets: [
    'One contact person for every service and every country',
    'One platform and one login for your whole team',
    'Local expertise in the Nordics, Europe and the US',
    'One close calendar and one report format for every entity',
  ],
  image: {
    name: 'services-hero',
    alt: 'Illustration: a ledger, a payslip and a chart, the everyday work of our teams.',
  },
} as const satisfies Hero & { bullets: readonly string[] };

export const serviceCards = {
  title: 'What we do',
  description: 'Five services, one team. Each page explains what is included and how we start.',
} as const;

export const clientQuotes = {
  eyebrow: 'Clients',
  title: 'What our clients say',
  description:
    'Our best result so far, not a typical one: 70% less manual work on payroll and expenses for a group that moved four countries’ payroll to us.',
  quotes: [
    {
      quote:
        'We had four accounting firms in four countries. Now we have one contact person, and the group report arrives on the fifth business day every month.',
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
      title: 'Group Controller, Älvsborg Robotics',
    },
  ] satisfies ClientQuote[],
} as const;

export const servicesCta = {
  title: 'Not sure which services you need?',
  description:
    'Tell us how your company is set up today. We will suggest where to start and what it would cost.',
  actions: [talkToSales],
} as const satisfies Cta;
