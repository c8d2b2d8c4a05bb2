import {
  Gauge,
  Headset,
  MonitorSmartphone,
  MousePointerClick,
  Plug,
  RefreshCw,
  ScanSearch,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
} from '@/components/ui/icons';
import { productScreens } from './product-screens';
import type { TechSolutionSubPage } from '@/lib/routes';
import type { Benefit, Cta, Hero, PageMeta } from './types';

export const featuresPage = {
  title: 'Platform Features',
  description:
    'What the Solvik platform is built to be: intuitive, fast, secure, careful with detail, calm in motion and shaped to how your company works.',
  path: '/features',
  noindex: true,
} satisfies PageMeta;

export type FeatureBlock = Benefit & {
  bullets: readonly string[];
  /** The module that shows this quality best: the block shows it and links to its page. */
  module: TechSolutionSubPage;
};

export const featuresHero = {
  eyebrow: 'Platform features',
  title: 'Built for the people who use it every day',
  description:
    'Our platform is where employees submit expenses, managers approve, and our accountants close the books. These are the qualities we hold every part of it to.',
  image: productScreens['one-login'],
} as const satisfies Hero;

export const featureBlocks = [
  {
    icon: MousePointerClick,
    title: 'Intuitive design',
    description:
      'An expense, an approval or a time report takes seconds, on the phone or at a desk. New colleagues use the app on their first day without training.',
    bullets: [
      'Every everyday task reachable in two taps from the start screen',
      'The same layout on web and mobile, in English and Swedish',
      'Clear status on every item: submitted, approved, booked, paid',
    ],
    module: 'expense',
  },
  {
    icon: Gauge,
    title: 'Performance',
    description:
      'Reports over a whole group open in seconds, because they read from data that is already reconciled instead of recalculating everything on request.',
    bullets: [
      'Group and entity reports refreshed as items are approved',
      'Receipts read and coded automatically the moment they are uploaded',
      'Up to 70% less manual work across expenses, invoices and time',
    ],
    module: 'reporting',
  },
  {
    icon: ShieldCheck,
    title: 'Security & privacy',
    description:
      'Financial and payroll data is as sensitive as data gets. Access is personal, limited to what each role needs, and every change is logged.',
    bullets: [
      'Role-based access per entity, team and module',
      'Personal data handled under the GDPR, as our privacy policy explains',
      'A full audit trail of who approved what, and when',
    ],
    module: 'payroll-approval',
  },
  {
    icon: ScanSearch,
    title: 'Attention to detail',
    description:
      'Our accountants work in the same platform as our clients, so the small things that slow a close down get noticed and fixed.',
    bullets: [
      'VAT and cost accounts suggested from each supplier’s history',
      'Currency conversion at the booking date’s official rate',
      'Reminders before approval cut-offs, never after',
    ],
    module: 'supplier-invoice',
  },
  {
    icon: Sparkles,
    title: 'Delightful animations',
    description:
      'Motion in the app shows what just happened, such as an item sliding into the approved list, and stays out of the way otherwise.',
    bullets: [
      'Short transitions that confirm an action without slowing it down',
      'Respects the reduced-motion setting of your device',
      'Nothing important hidden behind an animation',
    ],
    module: 'time-reporting',
  },
  {
    icon: SlidersHorizontal,
    title: 'Customization',
    description:
      'Approval rules, cost centres, projects and report layouts follow how your company works, not how a template assumes it does.',
    bullets: [
      'Approval chains per entity, amount and cost centre',
      'Your own dimensions: projects, departments, customers',
      'Runs on one global ERP or on each subsidiary’s local ERP',
    ],
    module: 'project-reporting',
  },
] as const satisfies readonly FeatureBlock[];

export const additionalFeatures = {
  eyebrow: 'Also included',
  title: 'And there is more',
  features: [
    {
      icon: Plug,
      title: 'Seamless integration',
      description:
        'Connects to your ERP, bank and HR system, so data is entered once and flows everywhere it is needed.',
    },
    {
      icon: Headset,
      title: 'Premium support',
      description:
        'Questions go to your own contact person, who knows your set-up, not to a ticket queue.',
    },
    {
      icon: RefreshCw,
      title: 'Regular updates',
      description:
        'New features and rule changes arrive every month, without upgrade projects on your side.',
    },
    {
      icon: MonitorSmartphone,
      title: 'Cross-platform',
      description: 'The same app in the browser, on iPhone and on Android, with one login.',
    },
  ] satisfies Benefit[],
} as const;

export const featuresCta = {
  title: 'See the platform with your own numbers',
  description: 'We will set up a demo with your entities, your approval rules and your reports.',
  actions: [
    { label: 'Get Started', href: '/contact' },
    { label: 'Contact Sales', href: '/contact' },
  ],
} as const satisfies Cta;
