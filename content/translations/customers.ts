// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../sv/customers';

/** The words of content/customers.ts in every language but English, for `inLocale`. */
export const customersTranslations = { sv };
