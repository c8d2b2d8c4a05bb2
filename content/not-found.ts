import type { IconName } from '@/lib/icons';
import type { LinkAction } from './types';

/** The 404 page: its fixed title and message, then the main ways on. */
export const notFoundPage = {
  title: 'Page not found (404)',
  message: 'Sorry, the page you are looking for does not exist.',
  home: { label: 'Back to the homepage', href: '/' } satisfies LinkAction,
  waysOnTitle: 'Perhaps you were looking for',
  waysOn: [
    {
      icon: 'briefcase',
      label: 'Our services',
      description: 'Accounting, payroll and ERP for Nordic groups.',
      href: '/services',
    },
    {
      icon: 'cpu',
      label: 'Our tech solution',
      description: 'One app and one login on top of your ERP.',
      href: '/tech-solution',
    },
    {
      icon: 'newspaper',
      label: 'News and insights',
      description: 'Deadlines, checklists and how we work.',
      href: '/news',
    },
    {
      icon: 'mail',
      label: 'Contact us',
      description: 'Ask us anything; we answer within one business day.',
      href: '/contact',
    },
  ] satisfies (LinkAction & { icon: IconName; description: string })[],
} as const;
