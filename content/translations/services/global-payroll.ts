// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../../sv/services/global-payroll';

/** The words of content/services/global-payroll.ts in every language but English, for `inLocale`. */
export const servicesGlobalPayrollTranslations = { sv };
