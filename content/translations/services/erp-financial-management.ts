// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../../sv/services/erp-financial-management';

/** The words of content/services/erp-financial-management.ts in every language but English, for `inLocale`. */
export const servicesErpFinancialManagementTranslations = { sv };
