// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../sv/cases';

/** The words of content/cases.ts in every language but English, for `inLocale`. */
export const casesTranslations = { sv };
