import { LegalPage } from '@/components/legal/legal-page';
import * as en from '@/content/legal/cookies';
import { legalCookiesTranslations } from '@/content/translations/legal/cookies';
import { inLocale, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import type { LocalizedPage } from '@/app/_pages/localized-route';

function cookiesMetadata(locale: Locale) {
  const { cookiePolicy } = inLocale(locale, en, legalCookiesTranslations);
  return pageMetadata({
    title: cookiePolicy.metaTitle,
    description: cookiePolicy.description,
    path: cookiePolicy.path,
    locale,
  });
}

function CookiesPage({ locale }: { locale: Locale }) {
  return (
    <LegalPage
      document={inLocale(locale, en, legalCookiesTranslations).cookiePolicy}
      locale={locale}
    />
  );
}

/** The page in every language: `npm run routes:generate` writes its page.tsx in each tree. */
export const page: LocalizedPage = { Page: CookiesPage, metadata: cookiesMetadata };
