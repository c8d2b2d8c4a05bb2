import { aboutHero, aboutStory } from '@/content/about';
import { careerBenefits, careerHero } from '@/content/career';
import { contactChannels, contactForm, contactHero } from '@/content/contact';
import { additionalFeatures, featureBlocks } from '@/content/features';
import { approachSection, benefitsSection, modulesSection, needSection } from '@/content/home';
import { productScreens } from '@/content/product-screens';
import { allServices } from '@/content/services';
import { clientQuotes, serviceCards, servicesHero } from '@/content/services-overview';
import { siteConfig } from '@/lib/site-config';
import type { RouteExpectation } from './types';

// Home, about, services, service pages, career, contact, features.
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
      ...modulesSection.modules.map((module) => exactly(module.title)),
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
      'Global Network',
      'Personalized Service',
      'Expertise & Experience',
      'Innovative Solutions',
      'Our Approach',
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
  ...allServices.map((service): RouteExpectation => ({
    path: service.canonical,
    status: 200,
    h1: service.title,
    texts: [
      service.heroDescription,
      'What you get',
      ...service.benefits,
      'Trusted by',
      ...service.clientExamples,
      'Frequently asked questions',
      ...service.faqs.map((faq) => faq.question),
      service.ctaLabel,
    ],
    links: [
      { name: 'Get Started', href: '/contact' },
      { name: 'Schedule a Meeting', href: '/contact' },
    ],
  })),
  {
    path: '/career',
    status: 200,
    h1: `Build Your Future With ${siteConfig.name}`,
    texts: [
      careerHero.badge,
      careerBenefits.eyebrow,
      careerBenefits.title,
      'Flexible Work',
      'Growth Opportunities',
      'Work-Life Balance',
    ],
    links: [{ name: 'View Open Positions', href: siteConfig.careersSiteUrl }],
  },
  {
    path: '/contact',
    status: 200,
    h1: "Let's start a conversation",
    texts: [
      contactHero.subtitle,
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
    path: '/features',
    status: 200,
    h1: /Built for the people who use it every day/,
    images: [
      productScreens['payroll-approval'].alt,
      productScreens.expense.alt,
      productScreens.reporting.alt,
      productScreens['one-login'].alt,
      productScreens['supplier-invoice'].alt,
      productScreens['time-reporting'].alt,
      productScreens['project-reporting'].alt,
    ],
    noindex: true,
    texts: [
      'Intuitive Design',
      'Performance',
      'Security & Privacy',
      'Attention to Detail',
      'Delightful Animations',
      'Customization',
      ...featureBlocks.flatMap((feature) => feature.bullets),
      ...additionalFeatures.features.map((feature) => feature.title),
    ],
    links: [
      titledLink('Learn More', 'Intuitive Design', '/tech-solution'),
      titledLink('Learn More', 'Performance', '/tech-solution/global-erp'),
      titledLink('Learn More', 'Security & Privacy', '/privacy'),
      titledLink('Learn More', 'Attention to Detail', '/services/global-accounting'),
      titledLink('Learn More', 'Delightful Animations', '/tech-solution/expense'),
      titledLink('Learn More', 'Customization', '/tech-solution/local-erps'),
      { name: 'Get Started', href: '/contact' },
      { name: 'Contact Sales', href: '/contact' },
    ],
  },
];
