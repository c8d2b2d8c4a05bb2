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
    'We run accounting, payroll and financial management for Swedish companies and for Nordic groups with subsidiaries across Europe and the US. Your people report, approve and read the numbers in one app.',
  actions: [
    talkToSales,
    { label: 'Our services', href: '/services' },
    { label: 'The platform', href: '/tech-solution' },
  ],
  image: {
    name: 'home-hero',
    alt: 'The Solvik app: the group’s reporting on a desktop with revenue per entity, an expense read from a café receipt on a phone, and a pay run approved.',
  },
} as const satisfies Hero;

export const needSection = {
  eyebrow: 'Why Solvik',
  title: 'One team instead of a patchwork',
  description:
    'Growing Nordic companies end up with an accountant in every country, a payroll provider in every country and a different system in every subsidiary. We replace the patchwork with one team and one platform.',
} as const;

export const modulesSection = {
  eyebrow: 'The platform',
  title: 'Our modules',
  description: `${moduleCountWord} modules on top of your ERP, in one app for everyone from the new hire to the CFO.`,
  keyBenefitsTitle: 'Key benefits',
  keyBenefits: [
    {
      icon: 'clock',
      title: 'No retyping',
      description: 'Receipts, invoices and hours reach the books as they are approved.',
    },
    {
      icon: 'lock-keyhole',
      title: 'One login',
      description: 'Every entity and every module, one account per person.',
    },
    {
      icon: 'smartphone',
      title: 'Approvals on the go',
      description: 'Managers approve from the mobile app in seconds.',
    },
    {
      icon: 'layers',
      title: 'On any ERP',
      description: 'One global ERP, or the local ERPs you already run.',
    },
  ] satisfies Benefit[],
  actions: [
    { label: 'See every module', href: '/tech-solution' },
    bookADemo,
  ] satisfies LinkAction[],
} as const;

export const approachSection = {
  eyebrow: 'How we work',
  title: 'Four habits behind a quiet close',
  description:
    'Good accounting is quiet: the close happens on time, the numbers agree and nobody chases anyone.',
  bullets: [
    'Your own contact person, who knows your business and answers within one business day.',
    'Local experts for each country’s rules, coordinated from our office in Stockholm.',
    'Automation first: if the platform can do a task, nobody should do it by hand.',
    'One close calendar and one report format for every entity you own.',
  ],
  link: { label: 'More about Solvik', href: '/about' } satisfies LinkAction,
} as const;

export const benefitsSection = {
  eyebrow: 'Why clients stay',
  title: 'Benefits of working with us',
  benefits: [
    {
      icon: 'handshake',
      title: 'One point of contact',
      description: 'One person to call about accounting, payroll and systems, in every country.',
    },
    {
      icon: 'building-complex',
      title: 'Built for groups',
      description: 'Parent and subsidiaries closed on one calendar and reported in one format.',
    },
    {
      icon: 'chart-line',
      title: 'Numbers you can act on',
      description: 'Monthly reports that explain what changed, not just what happened.',
    },
    {
      icon: 'clock',
      title: 'A faster close',
      description: 'Automated flows and a fixed calendar take days off the monthly close.',
    },
    {
      icon: 'badge-check',
      title: 'Compliance handled',
      description: 'Tax, VAT, pension and statutory filings to each country’s rules and deadlines.',
    },
    {
      icon: 'smartphone',
      title: 'One app for everyone',
      description: 'Employees, managers and finance use the same app on web and mobile.',
    },
  ] satisfies Benefit[],
  action: talkToSales satisfies LinkAction,
} as const;

/** The proof, right under the hero: who works with us, and two cases in figures. */
export const clientsSection = {
  eyebrow: 'Clients',
  title: 'Trusted by Nordic companies and groups',
  description:
    'Freight, software, medical devices, architecture and bakeries. Three of them show what changed, in figures.',
  link: { label: 'All client cases', href: '/customers' } satisfies LinkAction,
} as const;
