// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../../sv/legal/types';

/** The words of content/legal/types.ts in every language but English, for `inLocale`. */
export const legalTypesTranslations = { sv };
