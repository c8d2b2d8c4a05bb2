import { bookADemo, talkToSales } from './ctas';
import type { Cta, PageMeta, SectionIntro } from './types';

export const customersPage = {
  title: 'Customers',
  description:
    'Nordic companies and groups that run accounting, payroll and NetSuite with Solvik, and three client cases with the figures behind them.',
  path: '/customers',
} satisfies PageMeta;

export const customersHero = {
  eyebrow: 'Customers',
  title: 'The companies we keep the books for',
  description:
    'From a bakery chain in Hälsingland to software and freight groups with entities on two continents. Three of them let us show what changed, with their own figures.',
} as const;

export const casesSection = {
  eyebrow: 'Client cases',
  title: 'What changed, in figures',
  description: 'Each figure names where it comes from and the period it covers.',
} as const satisfies SectionIntro;

export const logoWallSection = {
  eyebrow: 'Clients',
  title: 'Trusted by Nordic companies and groups',
} as const satisfies SectionIntro;

export const customersCta = {
  title: 'Want figures like these for your company?',
  description:
    'Tell us how your finance work is set up today, and we will tell you what we would change first.',
  actions: [talkToSales, bookADemo],
} as const satisfies Cta;
