// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../../sv/legal/terms';

/** The words of content/legal/terms.ts in every language but English, for `inLocale`. */
export const legalTermsTranslations = { sv };
