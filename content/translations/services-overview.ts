// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import * as sv from '../sv/services-overview';

/** The words of content/services-overview.ts in every language but English, for `inLocale`. */
export const servicesOverviewTranslations = { sv };
