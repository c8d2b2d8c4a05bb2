import type { Words } from '@/lib/i18n';
import type * as en from '../../legal/types';

/**
 * The labels of a Swedish legal document. The export keeps the English module's name so that the
 * two modules have the same exports; the Swedish documents import it as `swedishLabels`.
 */
export const englishLabels: Words<typeof en.englishLabels> = {
  lastUpdated: 'Senast uppdaterad',
  contents: 'Innehåll',
  companyName: 'Företagsnamn',
  organisationNumber: 'Organisationsnummer',
  address: 'Adress',
  email: 'E-post',
};
