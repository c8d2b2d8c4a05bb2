// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../sv/stop-words';

/** The words of content/stop-words.ts in every language but English, for `inLocale`. */
export const stopWordsTranslations = { sv };
