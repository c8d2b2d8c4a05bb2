// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../../sv/tech-solution/global-erp';

/** The words of content/tech-solution/global-erp.ts in every language but English, for `inLocale`. */
export const techSolutionGlobalErpTranslations = { sv };
