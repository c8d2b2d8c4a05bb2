// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../../sv/legal/privacy';

/** The words of content/legal/privacy.ts in every language but English, for `inLocale`. */
export const legalPrivacyTranslations = { sv };
