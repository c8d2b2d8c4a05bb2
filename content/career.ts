import { siteConfig } from '@/lib/site-config';
import type { Benefit, Cta, Hero, LinkAction, PageMeta } from './types';

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
    'Growing companies use us to run accounting and payroll across borders as if everything were in one place. Join the accountants, payroll specialists and engineers in Stockholm who run the finances of companies in eight countries.',
  actions: [{ label: 'See what the work is like', href: '#work-heading' }],
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

/** What a working week is like here, in the things a candidate asks about. */
export const careerWork = {
  eyebrow: 'The work',
  title: 'What it is like to work here',
  points: [
    'Every client has one contact person, and every contact person has a team behind them: nobody carries a client alone through a holiday or a busy close.',
    'The close runs on a calendar agreed with each client, so the busy days are known a year ahead. Overtime is planned for a few days a year, not expected every month.',
    'Accountants, payroll specialists and the engineers who build our app sit together in Stockholm. When something in the app slows you down, you tell the person who builds it.',
    'We pay for your authorization as an accountant or payroll consultant (Srf konsulterna or FAR), with study time inside working hours.',
    'You work with groups in eight countries, alongside partner firms in Germany, the Netherlands, the UK and the US, in English as much as in Swedish.',
  ],
} as const;

/** The open roles: none at the moment, said plainly, with where new ones appear first. */
export const careerRoles = {
  eyebrow: 'Open roles',
  title: 'No open roles right now',
  description:
    'We hire a few people a year, mostly accountants and payroll specialists, and post every role on our careers site first. Nothing is open at the moment; if you would like to work with us, tell us about yourself anyway, and we will get in touch when a role opens that fits.',
  actions: [
    { label: 'Our careers site', href: siteConfig.careersSiteUrl },
    { label: 'Email us', href: `mailto:${siteConfig.email}` },
  ] satisfies LinkAction[],
} as const;

export const careerCta = {
  title: 'Curious what a close looks like from the inside?',
  description: 'Read how we work with our clients, or meet some of the people you would work with.',
  actions: [
    { label: 'Meet the team', href: '/about#team-heading' },
    { label: 'Read our client cases', href: '/customers' },
  ],
} as const satisfies Cta;
