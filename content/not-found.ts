import { Cpu, Mail, Newspaper, Briefcase, type Icon } from '@/components/ui/icons';
import type { LinkAction } from './types';

/** The 404 page: the spec's message, then the main ways on. */
export const notFoundPage = {
  title: '404 - Page Not Found',
  message: 'Sorry, the page you are looking for does not exist.',
  home: { label: 'Back to the homepage', href: '/' } satisfies LinkAction,
  waysOnTitle: 'Perhaps you were looking for',
  waysOn: [
    {
      icon: Briefcase,
      label: 'Our services',
      description: 'Accounting, payroll and ERP for Nordic groups.',
      href: '/services',
    },
    {
      icon: Cpu,
      label: 'Our tech solution',
      description: 'One app and one login on top of your ERP.',
      href: '/tech-solution',
    },
    {
      icon: Newspaper,
      label: 'News and insights',
      description: 'Deadlines, checklists and how we work.',
      href: '/news',
    },
    {
      icon: Mail,
      label: 'Contact us',
      description: 'Ask us anything; we answer within one business day.',
      href: '/contact',
    },
  ] satisfies (LinkAction & { icon: Icon; description: string })[],
} as const;
