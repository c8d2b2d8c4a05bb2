import type { Words } from '@/lib/i18n';
import type * as en from '../ctas';

export const bookADemo: Words<typeof en.bookADemo> = { label: 'Boka en demo' };

export const talkToSales: Words<typeof en.talkToSales> = { label: 'Prata med säljteamet' };
