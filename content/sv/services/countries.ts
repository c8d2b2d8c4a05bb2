import type { Words } from '@/lib/i18n';
import type * as en from '../../services/countries';

/** Länderna som global redovisning täcker, och som NetSuite-tjänstens OneWorld-konto spänner över. */
export const accountingCountries: Words<typeof en.accountingCountries> = [
  'Sverige',
  'Norge',
  'Danmark',
  'Finland',
  'Tyskland',
  'Nederländerna',
  'Storbritannien',
  'USA',
];
