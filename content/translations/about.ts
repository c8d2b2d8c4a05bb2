// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../sv/about';

/** The words of content/about.ts in every language but English, for `inLocale`. */
export const aboutTranslations = { sv };
