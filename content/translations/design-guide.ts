// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../sv/design-guide';

/** The words of content/design-guide.ts in every language but English, for `inLocale`. */
export const designGuideTranslations = { sv };
