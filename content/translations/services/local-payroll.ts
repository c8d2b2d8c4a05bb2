// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../../sv/services/local-payroll';

/** The words of content/services/local-payroll.ts in every language but English, for `inLocale`. */
export const servicesLocalPayrollTranslations = { sv };
