// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../../sv/tech-solution/copy';

/** The words of content/tech-solution/copy.ts in every language but English, for `inLocale`. */
export const techSolutionCopyTranslations = { sv };
