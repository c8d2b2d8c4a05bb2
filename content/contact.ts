import type { Hero, Illustration, PageMeta } from './types';

export const contactPage = {
  title: 'Contact Us',
  description:
    'Talk to Solvik about accounting, payroll and financial management. Send us a message, email or call us, or visit our office in Stockholm. We typically respond within 24 hours.',
  path: '/contact',
} satisfies PageMeta;

export const contactHero = {
  eyebrow: 'Contact',
  title: 'Let’s start a conversation',
  description: 'Our team is ready to help you innovate and scale.',
} as const satisfies Hero;

export const contactForm = {
  title: 'Send us a message',
  responsePromise: 'We typically respond within 24 hours',
  loading: 'Loading the contact form…',
  fallbackTitle: 'The form could not be loaded',
  fallbackText: 'Your browser may be blocking it. You can reach us directly instead:',
} as const;

export const contactChannels = {
  title: 'Connect with us',
  description: 'Prefer to talk to a person straight away? Here is how to reach us.',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
  officeLabel: 'Office in Stockholm',
  mapLinkLabel: 'Open in map',
  office: {
    name: 'contact-office',
    alt: 'Illustration: the view from our Stockholm office across the water to City Hall.',
  } satisfies Illustration,
} as const;
