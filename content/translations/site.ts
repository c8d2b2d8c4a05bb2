// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../sv/site';

/** The words of content/site.ts in every language but English, for `inLocale`. */
export const siteTranslations = { sv };
