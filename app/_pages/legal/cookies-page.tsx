import * as en from '@/content/legal/cookies';
import { translations } from '@/content/words';
import { inLocale } from '@/lib/i18n';
import { legalDocumentPage } from './legal-document-page';

/** The page in every language, for its route file under app/(site)/[locale] (`localizedPage`). */
export const page = legalDocumentPage(
  (locale) => inLocale(locale, en, translations.legalCookies).cookiePolicy,
);
