import { siteConfig } from '@/lib/site-config';

/**
 * The words of the frame around every page: the header, the footer, the menus and the labels
 * that only assistive technology reads. Their Swedish words: content/sv/site.ts.
 */

export const siteCopy = {
  /** The document title when a page names none, and the template the others fill in. */
  defaultTitle: `${siteConfig.name} | Accounting, payroll and financial technology`,
  description:
    'Solvik runs accounting, payroll and financial management for Nordic companies and their subsidiaries across Europe and the US: one point of contact, one tech interface, one login.',
  tagline: 'One point of contact. One tech interface. One login.',
  skipLink: 'Skip to content',
  homeLink: `${siteConfig.name}, home`,
  mainNavLabel: 'Main',
  footerNavLabel: 'Footer',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  footerBlurb:
    'Accounting, payroll and financial technology for Nordic companies and their subsidiaries abroad.',
  organisationNumber: 'Org. no.',
  rightsReserved: 'All rights reserved.',
  /**
   * This language as the language switcher offers it on the other languages' pages: its own
   * name, and what the link does, in its own words.
   */
  thisLanguage: { name: 'English', description: 'Read this page in English' },
  /** The label of the language switcher's menu, which it has with more than one other language. */
  languageMenu: 'Language',
  /** Links and labels inside shared components. */
  /** The one label of a link to more on a topic (cards, the modules accordion, news cards). */
  readMore: 'Read more',
  readTheCase: 'read the case',
  /** Around a client's words and a claim's name. */
  quoteMarks: { open: '“', close: '”' },
  opensInNewTab: '(opens in a new tab)',
  table: 'Table',
  newsEyebrow: 'News',
  relatedArticles: 'Related Articles',
  draftBar: {
    title: 'Preview is on:',
    text: 'you are seeing draft content from Contentful.',
    exit: 'Leave preview',
  },
  nav: {
    home: 'Home',
    services: 'Services',
    allServices: 'All services',
    techSolution: 'Tech Solution',
    platformOverview: 'Platform overview',
    platformOverviewLine: 'Six modules, one app, one login',
    globalErp: 'Global ERP',
    globalErpLine: 'One ERP for every entity in the group',
    localErps: 'Local ERPs',
    localErpsLine: 'Keep the ERP each country already runs',
    netsuite: 'NetSuite',
    netsuiteLine: 'Oracle NetSuite, implemented and run by us',
    modulesGroup: 'Modules',
    platformGroup: 'Platform and ERP',
    career: 'Career',
    about: 'About',
    aboutSolvik: 'About Solvik',
    aboutSolvikLine: 'Who we are and how we work',
    customers: 'Customers',
    customersLine: 'Client cases, in figures',
    trust: 'Trust & security',
    trustLine: 'Hosting, security and data protection',
    news: 'News',
    login: 'Login',
  },
  footer: {
    company: 'Company',
    about: 'About',
    customers: 'Customers',
    trust: 'Trust & security',
    career: 'Career',
    contact: 'Contact',
    news: 'News',
    services: 'Services',
    ourServices: 'Our services',
    techSolution: 'Tech Solution',
    ourTechSolution: 'Our tech solution',
    legal: 'Legal',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    cookies: 'Cookie policy',
  },
} as const;
