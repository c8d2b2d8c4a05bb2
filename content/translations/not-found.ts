// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../sv/not-found';

/** The words of content/not-found.ts in every language but English, for `inLocale`. */
export const notFoundTranslations = { sv };
