// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../sv/home';

/** The words of content/home.ts in every language but English, for `inLocale`. */
export const homeTranslations = { sv };
