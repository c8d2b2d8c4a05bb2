import {
  BadgeCheck,
  BuildingComplex,
  Clock,
  Handshake,
  Layers,
  ChartLine,
  LockKeyhole,
  Smartphone,
} from '@/components/ui/icons';
import { siteConfig } from '@/lib/site-config';
import { moduleCountWord } from './registry/modules';
import type { Benefit, Hero, LinkAction, PageMeta } from './types';
import { bookADemo, talkToSales } from './ctas';

export const homePage = {
  title: `${siteConfig.name} | Accounting, payroll and financial technology`,
  description: siteConfig.description,
  path: '/',
  absoluteTitle: true,
} satisfies PageMeta;

export const homeHero = {
  eyebrow: 'Accounting · Payroll · Financial technology',
  title: ['One point of contact', 'One tech interface', 'One login'],
  description:
    'Solvik runs accounting, payroll and financial management for companies in Sweden and for Nordic groups with subsidiaries across Europe and the US, on one platform your whole team can use.',
  actions: [
    talkToSales,
    { label: 'Explore Services', href: '/services' },
    { label: 'Explore Tech', href: '/tech-solution' },
  ],
  image: {
    name: 'home-hero',
    alt: 'Illustration: the Solvik dashboard with charts and a ledger, our mobile app approving an expense, and a colleague at a desk.',
  },
} as const satisfies Hero;

export const needSection = {
  eyebrow: 'Why Solvik',
  title: 'We saw the need',
  description:
    'Growing Nordic companies end up with an accountant per country, a payroll provider per country and a different system in every subsidiary. We built one team and one platform to replace the patchwork.',
} as const;

export const modulesSection = {
  eyebrow: 'The platform',
  title: 'Our modules',
  description: `${moduleCountWord} modules on top of your ERP, in one app for everyone from the new hire to the CFO.`,
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
    bookADemo,
  ] satisfies LinkAction[],
} as const;

export const approachSection = {
  eyebrow: 'How we work',
  title: 'Our approach to excellence',
  description:
    'Good accounting is quiet: the close happens on time, the numbers agree and nobody has to chase anyone. This is how we keep it that way.',
  bullets: [
    'One named contact person who knows your business and answers within one business day.',
    'Local experts for every country’s rules, coordinated from our office in Stockholm.',
    'Automation first: if a task can be done by the platform, no one should do it by hand.',
    'The same monthly close calendar and report format for every entity you own.',
  ],
  link: { label: 'More about Solvik', href: '/about' } satisfies LinkAction,
} as const;

export const benefitsSection = {
  eyebrow: 'Why clients stay',
  title: 'Benefits of working with us',
  description: 'What our clients tell us changed after they moved their finance operations to us.',
  benefits: [
    {
      icon: Handshake,
      title: 'One point of contact',
      description: 'One person to call about accounting, payroll and systems, in every country.',
    },
    {
      icon: BuildingComplex,
      title: 'Built for groups',
      description:
        'Parent companies and subsidiaries closed on one calendar and reported in one format.',
    },
    {
      icon: ChartLine,
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
  action: talkToSales satisfies LinkAction,
} as const;

export const clientsSection = {
  eyebrow: 'Clients',
  title: 'Trusted by Nordic companies and groups',
  description:
    'Freight, software, medical devices, bakeries: companies that closed their books with us last month. Two of them show what changed, in figures.',
  link: { label: 'All client cases', href: '/customers' } satisfies LinkAction,
} as const;
