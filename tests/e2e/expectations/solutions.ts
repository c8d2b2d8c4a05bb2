import { productScreens } from '@/content/product-screens';
import { platformModules } from '@/content/registry/modules';
import { modulePageCopy, modulePages } from '@/content/tech-solution/modules';
import { genericSubPageContent } from '@/content/tech-solution/sub-pages';
import { siteConfig } from '@/lib/site-config';
import { bookADemo, talkToSales } from './calls-to-action';
import type { RouteExpectation } from './types';

/** The module pages' titles: the slug with hyphens as spaces, words capitalised. */
const subPageTitles = {
  expense: 'Expense',
  'supplier-invoice': 'Supplier Invoice',
  'time-reporting': 'Time Reporting',
  'payroll-approval': 'Payroll Approval',
  'project-reporting': 'Project Reporting',
  reporting: 'Reporting',
} as const;

const moduleActions = [bookADemo, talkToSales];

// The card link reads "Read more" followed by the card title for screen readers.
const readMore = (title: string) => new RegExp(`^Read more\\W+${title}$`);

// Tech solution pages, login, design guide, brand, legal pages.
export const solutionExpectations: RouteExpectation[] = [
  {
    path: '/tech-solution',
    status: 200,
    h1: 'One app for every Nordic company in your group',
    images: [productScreens['one-login'].alt],
    texts: [
      'Six modules, one login',
      ...Object.values(subPageTitles),
      'Operational consistency',
      'Enhanced visibility',
      'Reduced training burden',
      'Simplified IT management',
      'Faster financial close',
      'New countries, same app',
      'Built for the people who use it every day',
      'Security and privacy',
    ],
    links: [
      bookADemo,
      // Every module card opens the page titled as the card is.
      ...Object.entries(subPageTitles).map(([slug, title]) => ({
        name: readMore(title),
        href: `/tech-solution/${slug}`,
      })),
      { name: 'Explore Global ERP', href: '/tech-solution/global-erp' },
      { name: 'Explore Local ERPs', href: '/tech-solution/local-erps' },
      bookADemo,
    ],
  },
  {
    path: '/tech-solution/global-erp',
    status: 200,
    h1: 'Global ERP integration',
    images: [productScreens.netsuite.alt],
    texts: [
      'Unified data flow',
      'Standardized processes',
      'Centralized reporting',
      'One platform experience',
      'How it works',
      'Connect your ERP',
      'Set access per entity',
      'Approve during the month, close sooner',
    ],
    links: [bookADemo],
  },
  {
    path: '/tech-solution/local-erps',
    status: 200,
    h1: 'Local ERP integration',
    images: [productScreens['local-erps'].alt],
    texts: [
      'One interface',
      'Centralized approvals',
      'Consolidated reporting',
      'Unified modules',
      'Connect your ERPs',
      'Centralize & unify',
      'Act & analyze',
      ...['Sweden', 'Norway', 'Finland', 'Denmark', 'Germany', 'UK'].map(
        (country) => `Full integration support for ${country}-based operations`,
      ),
      'Fortnox',
      'DATEV',
      'Xero',
    ],
    links: [bookADemo],
  },
  // The content of each module page is checked by modules.spec.ts.
  ...platformModules.map(({ slug, summary, illustration }): RouteExpectation => ({
    path: `/tech-solution/${slug}`,
    status: 200,
    h1: subPageTitles[slug],
    texts: [summary, modulePages[slug].steps[0].title, modulePageCopy.faqTitle],
    links: [
      ...moduleActions,
      ...modulePages[slug].relatedSlugs.map((related) => ({
        name: readMore(subPageTitles[related]),
        href: `/tech-solution/${related}`,
      })),
    ],
    images: [illustration.alt],
  })),
  {
    path: '/tech-solution/anything-else',
    status: 404,
    h1: genericSubPageContent.title,
    texts: [genericSubPageContent.description, genericSubPageContent.modulesTitle],
    links: [
      talkToSales,
      ...Object.entries(subPageTitles).map(([slug, title]) => ({
        name: title,
        href: `/tech-solution/${slug}`,
      })),
    ],
    noindex: true,
  },
  {
    path: '/search',
    status: 200,
    h1: 'Search the site',
    // No query: the popular destinations.
    texts: ['Popular destinations'],
    links: [
      { name: /^NetSuite/, href: '/tech-solution/netsuite' },
      { name: /^Contact us/, href: '/contact' },
    ],
    noindex: true,
  },
  {
    path: '/login',
    status: 200,
    h1: 'Client login',
    texts: ['Email address', 'Password', 'Remember me'],
    links: [
      {
        name: 'Forgot your password?',
        href: `mailto:${siteConfig.email}?subject=Password%20reset`,
      },
      { name: 'Go to the admin login', href: siteConfig.adminLoginUrl },
    ],
    noindex: true,
  },
  {
    path: '/design/buttons',
    status: 200,
    h1: 'Button design guide',
    texts: ['Colors', 'Variants and sizes', 'Animated variants', 'Disabled states'],
    noindex: true,
  },
  {
    path: '/brand',
    status: 200,
    h1: 'Brand guidelines',
    texts: [
      'Overview',
      'Logo variants',
      'Logo usage',
      'Color palette',
      'Typography',
      'Photography',
      'Voice and tone',
      'Text alignment',
      'Brand in action',
      'Web implementation',
      'Brand assets',
      'Brand support',
    ],
    links: [
      { name: 'Download the logo package', href: '/brand/solvik-logo-package.zip' },
      { name: 'Download the color palette', href: '/brand/solvik-palette.json' },
      {
        name: `Email ${siteConfig.email}`,
        href: `mailto:${siteConfig.email}?subject=Brand%20question`,
      },
    ],
    noindex: true,
  },
  {
    path: '/privacy',
    status: 200,
    h1: 'Privacy policy',
    texts: [
      '1. Introduction',
      '3. Who is responsible for your data',
      '5. Why we process it and on what legal basis',
      '6. How long we keep it',
      '8. Your rights',
      '10. Changes to this policy',
      'November 28, 2026',
      /until the end of the seventh year after the calendar year/,
      /This website sets none today/,
      /Integritetsskyddsmyndigheten, IMY/,
    ],
    links: [
      { name: 'www.imy.se', href: 'https://www.imy.se' },
      { name: siteConfig.email, href: `mailto:${siteConfig.email}` },
    ],
  },
  {
    path: '/terms',
    status: 200,
    h1: 'Terms of service',
    texts: [
      '1. Use of the website',
      '2. Changes to these terms',
      '4. User accounts',
      '9. Governing law and disputes',
      /Stockholm District Court/,
      'Company details',
      siteConfig.legalName,
      siteConfig.organisationNumber,
      'November 28, 2026',
    ],
    links: [{ name: 'privacy policy', href: '/privacy' }],
  },
  {
    path: '/cookies',
    status: 200,
    h1: 'Cookie policy',
    texts: [
      '1. What are cookies?',
      '2. Types of cookies',
      '3. Categories of cookies',
      '4. How our website uses cookies',
      '5. Managing cookies',
      '6. More information',
      'Session cookies',
      'Third-party cookies',
      'Necessary',
      'Other',
      'November 26, 2026',
    ],
    links: [{ name: 'contact page', href: '/contact' }],
  },
  // The Swedish twin of a legal page: the one row of the table checked in Swedish here (every
  // twin's status, language and alternates are in i18n.spec.ts).
  {
    path: '/sv/cookies',
    status: 200,
    h1: 'Cookiepolicy',
    texts: [
      '1. Vad är cookies?',
      '2. Typer av cookies',
      '3. Kategorier av cookies',
      '4. Hur vår webbplats använder cookies',
      '5. Hantera lagring av cookies',
      '6. Mer information',
      'Företagsuppgifter',
      'Sessionscookies',
      'Tredjepartscookies',
      'Nödvändiga',
      'Övriga',
      '28 november 2026',
    ],
    links: [{ name: 'kontaktsidan', href: '/sv/contact' }],
  },
];
