// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../sv/ctas';

/** The words of content/ctas.ts in every language but English, for `inLocale`. */
export const ctasTranslations = { sv };
