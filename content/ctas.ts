import type { LinkAction } from './types';

/**
 * The two calls to action that lead to /contact, with the same words on every page: one for a
 * conversation with sales, one for a demo of the platform. The contact form preselects its topic
 * from `?topic=`.
 */
export const talkToSales = {
  label: 'Talk to sales',
  href: '/contact?topic=sales',
} as const satisfies LinkAction;

export const bookADemo = {
  label: 'Book a demo',
  href: '/contact?topic=demo',
} as const satisfies LinkAction;
