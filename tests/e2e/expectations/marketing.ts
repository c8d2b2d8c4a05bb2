import { aboutHero, aboutStory } from '@/content/about';
import { careerBenefits, careerHero } from '@/content/career';
import { contactChannels, contactForm, contactHero } from '@/content/contact';
import { additionalFeatures, featureBlocks } from '@/content/features';
import { approachSection, benefitsSection, modulesSection, needSection } from '@/content/home';
import { productScreens } from '@/content/product-screens';
import { findClient } from '@/content/registry/clients';
import { services } from '@/content/registry/services';
import { newsPage } from '@/content/news/page';
import { clientQuotes, serviceCards, servicesHero } from '@/content/services-overview';
import { siteConfig } from '@/lib/site-config';
import type { RouteExpectation } from './types';

// Home, about, services, service pages, career, contact, news, features.
// Hrefs are written out, not read from content, so a wrong link in the content fails here.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches an element whose whole text is `text` (a summary, not a paragraph mentioning it). */
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);

/** A card's or block's link: its visible label plus the screen-reader-only title. */
const titledLink = (label: string, title: string, href: string) => ({
  name: new RegExp(`^${label}\\s*: ${escape(title)}$`),
  href,
});
const learnMore = (title: string, href: string) => titledLink('Learn more', title, href);

export const marketingExpectations: RouteExpectation[] = [
  {
    path: '/',
    status: 200,
    h1: /^One point of contact\.\s*One tech interface\.\s*One login\.$/,
    // The accordion opens on its first module, with that module's screen.
    images: [productScreens.expense.alt],
    texts: [
      needSection.title,
      modulesSection.title,
      ...[
        'Expense',
        'Supplier Invoice',
        'Time Reporting',
        'Payroll Approval',
        'Project Reporting',
        'Reporting',
      ].map(exactly),
      ...modulesSection.keyBenefits.map((benefit) => benefit.title),
      approachSection.title,
      ...approachSection.bullets,
      benefitsSection.title,
      ...benefitsSection.benefits.map((benefit) => benefit.title),
    ],
    links: [
      { name: 'Contact Us', href: '/contact' },
      { name: 'Explore Services', href: '/services' },
      { name: 'Explore Tech', href: '/tech-solution' },
      learnMore('Global Accounting', '/services/global-accounting'),
      learnMore('Global Payroll & HR', '/services/global-payroll'),
      learnMore('Local Accounting', '/services/local-accounting'),
      learnMore('Local Payroll', '/services/local-payroll'),
      learnMore('ERP Financial Management', '/tech-solution/netsuite'),
      // The accordion's first module is open, with a link to its page.
      learnMore('Expense', '/tech-solution/expense'),
      { name: 'Explore Full Solution', href: '/tech-solution' },
      { name: 'Request a Demo', href: '/contact' },
      { name: 'More about Solvik', href: '/about' },
      { name: 'Get Started Today', href: '/contact' },
    ],
  },
  {
    path: '/about',
    status: 200,
    h1: aboutHero.title,
    images: [productScreens.reporting.alt],
    texts: [
      aboutStory.title,
      /founded in Stockholm in 2016/,
      'Global network',
      'Personalized service',
      'Expertise & experience',
      'Innovative solutions',
      'Our approach',
    ],
    links: [
      { name: 'Join Our Team', href: '/career' },
      { name: 'Contact Us', href: '/contact' },
    ],
  },
  {
    path: '/services',
    status: 200,
    h1: servicesHero.title,
    texts: [
      ...servicesHero.bullets,
      serviceCards.title,
      clientQuotes.title,
      ...clientQuotes.quotes.flatMap((quote) => [quote.name, quote.title]),
    ],
    links: [
      { name: 'Get Started', href: '/contact' },
      learnMore('Global Accounting', '/services/global-accounting'),
      learnMore('Global Payroll & HR', '/services/global-payroll'),
      learnMore('Local Accounting', '/services/local-accounting'),
      learnMore('Local Payroll', '/services/local-payroll'),
      learnMore('ERP Financial Management', '/tech-solution/netsuite'),
      { name: 'Contact Us', href: '/contact' },
    ],
  },
  ...services.map(({ path, name, page }): RouteExpectation => ({
    path,
    status: 200,
    h1: name,
    // The "Trusted by" logos, by their accessible names.
    images: page.clients.map((slug) => findClient(slug).name),
    texts: [
      page.heroDescription,
      'What you get',
      ...page.benefits,
      'Trusted by',
      'Frequently asked questions',
      ...page.faqs.map((faq) => faq.question),
      page.ctaLabel,
      // The ERP service is the NetSuite page, and says so.
      ...(path === '/tech-solution/netsuite' ? [/Oracle NetSuite/] : []),
    ],
    links: [
      { name: 'Get Started', href: '/contact' },
      { name: 'Schedule a Meeting', href: '/contact' },
    ],
  })),
  {
    path: '/career',
    status: 200,
    h1: `Build your future with ${siteConfig.name}`,
    texts: [
      careerHero.eyebrow,
      careerBenefits.eyebrow,
      careerBenefits.title,
      'Flexible work',
      'Growth opportunities',
      'Work-life balance',
    ],
    links: [{ name: 'View Open Positions', href: siteConfig.careersSiteUrl }],
  },
  {
    path: '/contact',
    status: 200,
    h1: 'Let’s start a conversation',
    texts: [
      contactHero.description,
      contactForm.title,
      'We typically respond within 24 hours',
      contactChannels.title,
      siteConfig.address.streetAddress,
    ],
    links: [
      { name: siteConfig.email, href: `mailto:${siteConfig.email}` },
      { name: siteConfig.phone, href: siteConfig.phoneHref },
      { name: /Open in map/, href: siteConfig.mapsUrl },
    ],
  },
  {
    // The posts themselves are checked by news.spec.ts, against the demo content.
    path: '/news',
    status: 200,
    h1: /^Latest articles$/i,
    texts: [newsPage.intro],
  },
  {
    path: '/features',
    status: 200,
    h1: /Built for the people who use it every day/,
    images: [
      productScreens['one-login'].alt,
      productScreens.expense.alt,
      productScreens.reporting.alt,
      productScreens['payroll-approval'].alt,
      productScreens['supplier-invoice'].alt,
      productScreens['time-reporting'].alt,
      productScreens['project-reporting'].alt,
    ],
    noindex: true,
    texts: [
      'Intuitive design',
      'Performance',
      'Security & privacy',
      'Attention to detail',
      'Delightful animations',
      'Customization',
      ...featureBlocks.flatMap((feature) => feature.bullets),
      ...additionalFeatures.features.map((feature) => feature.title),
    ],
    links: [
      // Each quality is shown in one module, and links to that module's page.
      { name: 'See it in Expense', href: '/tech-solution/expense' },
      { name: 'See it in Reporting', href: '/tech-solution/reporting' },
      { name: 'See it in Payroll Approval', href: '/tech-solution/payroll-approval' },
      { name: 'See it in Supplier Invoice', href: '/tech-solution/supplier-invoice' },
      { name: 'See it in Time Reporting', href: '/tech-solution/time-reporting' },
      { name: 'See it in Project Reporting', href: '/tech-solution/project-reporting' },
      { name: 'Get Started', href: '/contact' },
      { name: 'Contact Sales', href: '/contact' },
    ],
  },
];
