// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../../sv/news/page';

/** The words of content/news/page.ts in every language but English, for `inLocale`. */
export const newsPageTranslations = { sv };
