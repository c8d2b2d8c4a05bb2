import { aboutHero, aboutStory, aboutValues } from '@/content/about';
import { careerBenefits, careerHero, careerRoles, careerWork } from '@/content/career';
import {
  contactChannels,
  contactFields,
  contactForm,
  contactHero,
  contactNextSteps,
} from '@/content/contact';
import { approachSection, benefitsSection, modulesSection, needSection } from '@/content/home';
import { productScreens } from '@/content/product-screens';
import { findClient } from '@/content/registry/clients';
import { services } from '@/content/registry/services';
import { newsPage } from '@/content/news/page';
import { clientQuotes, serviceCards, servicesHero } from '@/content/services-overview';
import { casePath } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';
import { bookADemo, talkToSales } from './calls-to-action';
import type { RouteExpectation } from './types';

// Home, about, services, service pages, career, contact, news.
// Hrefs are written out, not read from content, so a wrong link in the content fails here.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Matches an element whose whole text is `text` (a summary, not a paragraph mentioning it). */
const exactly = (text: string) => new RegExp(`^${escape(text)}$`);

/** A card's or block's link: its visible label plus the screen-reader-only title. */
const titledLink = (label: string, title: string, href: string) => ({
  name: new RegExp(`^${label}\\s*: ${escape(title)}$`),
  href,
});
const readMore = (title: string, href: string) => titledLink('Read more', title, href);

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
      talkToSales,
      { name: 'Our services', href: '/services' },
      { name: 'The platform', href: '/tech-solution' },
      readMore('Global Accounting', '/services/global-accounting'),
      readMore('Global Payroll & HR', '/services/global-payroll'),
      readMore('Local Accounting', '/services/local-accounting'),
      readMore('Local Payroll', '/services/local-payroll'),
      readMore('ERP Financial Management', '/tech-solution/netsuite'),
      // The accordion's first module is open, with a link to its page.
      readMore('Expense', '/tech-solution/expense'),
      { name: 'See every module', href: '/tech-solution' },
      bookADemo,
      { name: 'More about Solvik', href: '/about' },
      talkToSales,
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
      ...aboutValues.values.map((value) => value.title),
      'Our approach',
    ],
    links: [{ name: 'Join our team', href: '/career' }, talkToSales],
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
      talkToSales,
      readMore('Global Accounting', '/services/global-accounting'),
      readMore('Global Payroll & HR', '/services/global-payroll'),
      readMore('Local Accounting', '/services/local-accounting'),
      readMore('Local Payroll', '/services/local-payroll'),
      readMore('ERP Financial Management', '/tech-solution/netsuite'),
      talkToSales,
    ],
  },
  ...services.map(({ path, name, page }): RouteExpectation => ({
    path,
    status: 200,
    h1: name,
    // The "Trusted by" logos, by their accessible names.
    images: page.clientSlugs.map((slug) => findClient(slug).name),
    texts: [
      page.heroDescription,
      'Trusted by',
      'What is included',
      ...page.included,
      'Where we run it',
      'Onboarding, week by week',
      page.onboarding.summary,
      'How pricing works',
      'Frequently asked questions',
      ...page.faqs.map((faq) => faq.question),
      page.ctaLabel,
      // The ERP service is the NetSuite page, and says so.
      ...(path === '/tech-solution/netsuite' ? [/Oracle NetSuite/] : []),
    ],
    links: [talkToSales, { name: /^Read the case\s*: /, href: casePath(page.clientCase.slug) }],
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
      careerWork.title,
      ...careerWork.points,
      careerRoles.title,
    ],
    links: [
      { name: 'See what the work is like', href: '#work-heading' },
      { name: 'Our careers site', href: siteConfig.careersSiteUrl },
      { name: 'Meet the team', href: '/about#team-heading' },
    ],
  },
  {
    path: '/contact',
    status: 200,
    h1: 'Let’s start a conversation',
    texts: [
      contactHero.description,
      contactForm.title,
      contactForm.responsePromise,
      // The form itself, in the page's HTML (tests/e2e/contact.spec.ts covers it).
      contactFields.email.label,
      contactForm.submit,
      contactChannels.title,
      contactNextSteps.title,
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
];
