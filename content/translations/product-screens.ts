// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../sv/product-screens';

/** The words of content/product-screens.ts in every language but English, for `inLocale`. */
export const productScreensTranslations = { sv };
