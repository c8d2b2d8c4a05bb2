// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../../sv/services/global-accounting';

/** The words of content/services/global-accounting.ts in every language but English, for `inLocale`. */
export const servicesGlobalAccountingTranslations = { sv };
