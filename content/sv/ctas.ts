import type { Translation } from '@/lib/i18n';
import type * as en from '../ctas';

/** The two calls to action, in Swedish (content/ctas.ts). */

export const talkToSales = {
  label: 'Prata med säljteamet',
  href: '/contact',
} as const satisfies Translation<typeof en.talkToSales>;

export const bookADemo = {
  label: 'Boka en demo',
  href: '/contact?topic=demo',
} as const satisfies Translation<typeof en.bookADemo>;
