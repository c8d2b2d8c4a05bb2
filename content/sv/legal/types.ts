import type { Words } from '@/lib/i18n';
import type * as en from '../../legal/types';

/** The labels of a legal document, in Swedish. */
export const documentLabels: Words<typeof en.documentLabels> = {
  lastUpdated: 'Senast uppdaterad',
  contents: 'Innehåll',
  companyName: 'Företagsnamn',
  organisationNumber: 'Organisationsnummer',
  address: 'Adress',
  email: 'E-post',
};
