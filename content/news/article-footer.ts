import type { Cta, LinkAction } from '../types';
import { talkToSales } from '@/content/ctas';

/** What closes every article: the way back to the list and the next step. */
export const articleFooter = {
  back: { label: 'All news and insights', href: '/news' } satisfies LinkAction,
  cta: {
    title: 'Want to talk this through for your company?',
    description:
      'Our accountants and payroll specialists answer within one business day, and the first conversation is free.',
    actions: [talkToSales],
  } satisfies Cta,
} as const;
