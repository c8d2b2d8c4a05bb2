import { siteConfig } from '@/lib/site-config';
import type { Benefit, Cta, Hero, PageMeta } from './types';

export const careerPage = {
  title: 'Career',
  description:
    'Build your future with Solvik: accountants, payroll specialists and engineers creating financial solutions for growing companies, from our office in Stockholm.',
  path: '/career',
} satisfies PageMeta;

export const careerHero = {
  eyebrow: 'Join our team',
  title: `Build your future with ${siteConfig.name}`,
  description:
    'We create financial solutions that let growing companies run their accounting and payroll across borders as if they were in one place. Join the accountants, payroll specialists and engineers who empower businesses globally from our office in Stockholm.',
  actions: [{ label: 'View open positions', href: siteConfig.careersSiteUrl }],
  image: {
    name: 'career-team',
    alt: 'Illustration: four colleagues working together at a long desk in a bright office overlooking the water.',
  },
} as const satisfies Hero;

export const careerBenefits = {
  eyebrow: 'Why join us',
  title: 'Benefits that make a difference',
  description:
    'We want people to stay for years, so we build the job around a life, not the other way round.',
  benefits: [
    {
      icon: 'laptop',
      title: 'Flexible work',
      description:
        'Work partly remote and plan your own hours around the deadlines your team shares. The office in central Stockholm is there when you want company.',
    },
    {
      icon: 'sprout',
      title: 'Growth opportunities',
      description:
        'A personal learning budget, short decision paths and direct influence on how our platform is built: the people who use it help design it.',
    },
    {
      icon: 'calendar-clock',
      title: 'Work-life balance',
      description:
        'Planned closes instead of late nights, generous parental leave top-ups and a wellness allowance you can spend on what keeps you well.',
    },
  ] satisfies Benefit[],
} as const;

export const careerCta = {
  title: 'Found the role for you?',
  description:
    'See every open position and apply on our careers site. No open role that fits? Tell us about yourself anyway.',
  actions: [
    { label: 'View open positions', href: siteConfig.careersSiteUrl },
    { label: 'Email us', href: `mailto:${siteConfig.email}` },
  ],
} as const satisfies Cta;
