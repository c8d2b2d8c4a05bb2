import { trustPath } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';
import { productScreens } from './product-screens';
import type { Benefit, Cta, Hero, Illustration, LinkAction, PageMeta, TeamMember } from './types';
import { talkToSales } from './ctas';
import { platformModules } from './registry/modules';
import { accountingCountries } from './services/countries';

export const aboutPage = {
  title: 'About us',
  description:
    'Solvik was founded in Stockholm in 2016. We run accounting, payroll and financial management for Nordic companies and their subsidiaries, with one contact person and one platform.',
  path: '/about',
} satisfies PageMeta;

export const aboutHero = {
  eyebrow: 'About Solvik',
  title: 'The finance team behind Nordic companies that grow abroad',
  description:
    'We run accounting, payroll and financial management for companies in Sweden and for Nordic groups with subsidiaries across Europe and the US, with one contact person, one platform and one login.',
  actions: [talkToSales, { label: 'Join our team', href: '/career' }],
  image: productScreens.reporting,
} as const satisfies Hero;

export const aboutStory = {
  eyebrow: 'Our story',
  title: 'Who we are',
  paragraphs: [
    `${siteConfig.name} was founded in Stockholm in ${siteConfig.foundingYear} by accountants who had spent years watching growing companies drown in their own setup: an accountant in each country, a payroll provider in each country and spreadsheets to hold it all together.`,
    'We set out to be the one partner those companies needed. Today our accountants, payroll specialists and engineers serve clients from single Swedish companies to groups with entities on three continents, and our own platform connects the work to whatever ERP the client runs.',
    'We are still run by the people who do the work. Every client has their own contact person, and every improvement to the platform starts with a question from a client or a colleague.',
  ],
  image: {
    name: 'about-story',
    alt: 'Illustration: our Stockholm hub, drawn as the sun over the bay from our logo, connected to client offices around it.',
  } satisfies Illustration,
  facts: [
    { value: String(siteConfig.foundingYear), label: 'Founded in Stockholm' },
    { value: String(accountingCountries.length), label: 'Countries we keep books in' },
    { value: String(platformModules.length), label: 'Modules in our own platform' },
  ],
} as const;

export const aboutValues = {
  eyebrow: 'Our values',
  title: 'What we stand for',
  values: [
    {
      icon: 'earth',
      title: 'Each country’s rules, by people who live them',
      description:
        'Our own accountants in the Nordics; long-standing partner firms in Germany, the Netherlands, the UK and the US, on our close calendar and under our checks.',
    },
    {
      icon: 'heart-handshake',
      title: 'One person who knows your business',
      description:
        'Your own contact person, who knows your business, your people and your deadlines, and answers within one business day.',
    },
    {
      icon: 'graduation-cap',
      title: 'Authorized and experienced',
      description:
        'Authorized accountants and payroll specialists who have closed the books of start-ups and listed groups alike.',
    },
    {
      icon: 'lightbulb',
      title: 'Software that removes work',
      description:
        'Our own platform on top of your ERP, built with our accountants, so automation removes work rather than moving it.',
    },
  ] satisfies Benefit[],
} as const;

/** The people a client works with. Invented, like the clients, and said to be. */
export const aboutTeam = {
  eyebrow: 'Our people',
  title: 'The people you will work with',
  description:
    'Every client gets their own contact person, backed by specialists in accounting, payroll and ERP.',
  /** The portrait's alt text, after the person's name. */
  portraitAlt: 'illustrated portrait, not a photograph',
  disclaimer:
    'Names and portraits are illustrative: Solvik is a demo firm, and these people are invented.',
  people: [
    {
      name: 'Maria Ekström',
      role: 'Co-founder, Head of Accounting',
      bio: 'An authorized accountant who has run the monthly close for groups in nine countries.',
      portrait: 'people/maria-ekstrom',
    },
    {
      name: 'Jonas Lindqvist',
      role: 'Co-founder, Head of Platform',
      bio: 'Builds the Solvik app with our accountants, so every new feature starts from a client’s question.',
      portrait: 'people/jonas-lindqvist',
    },
    {
      name: 'Leila Haddad',
      role: 'Head of Payroll',
      bio: 'Leads our payroll specialists in Stockholm and our partner firms’ payroll teams abroad, and every parallel pay run before a move.',
      portrait: 'people/leila-haddad',
    },
    {
      name: 'Henrik Dahl',
      role: 'NetSuite Implementation Lead',
      bio: 'Leads groups’ moves to Oracle NetSuite, from the chart of accounts to the go-live of the last entity.',
      portrait: 'people/henrik-dahl',
    },
  ] satisfies TeamMember[],
} as const;

export const aboutApproach = {
  eyebrow: 'How we work',
  title: 'Our approach',
  paragraphs: [
    'We start every engagement by learning how your business earns and spends its money, not by sending a standard checklist. From that we agree one close calendar, one report format and one set of approval rules for every entity.',
    'Then we automate what can be automated, take over the rest, and keep improving both. Our clients spend their time on decisions; we spend ours on making the numbers right and on time.',
  ],
  links: [
    { label: 'Read our client cases', href: '/customers' },
    { label: 'How we protect your data', href: trustPath },
  ] satisfies LinkAction[],
} as const;

export const aboutCta = {
  title: 'Let’s talk about your finance operations',
  description:
    'Tell us where you are today and where you are going. We will show you how we would help.',
  actions: [talkToSales],
} as const satisfies Cta;
