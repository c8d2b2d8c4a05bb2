// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../../sv/registry/services';

/** The words of content/registry/services.ts in every language but English, for `inLocale`. */
export const registryServicesTranslations = { sv };
