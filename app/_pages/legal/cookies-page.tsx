import { LegalPage } from '@/components/legal/legal-page';
import * as en from '@/content/legal/cookies';
import { legalCookiesTranslations } from '@/content/translations/legal/cookies';
import { inLocale, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';

export function cookiesMetadata(locale: Locale) {
  const { cookiePolicy } = inLocale(locale, en, legalCookiesTranslations);
  return pageMetadata({
    title: cookiePolicy.metaTitle,
    description: cookiePolicy.description,
    path: cookiePolicy.path,
    locale,
  });
}

export function CookiesPage({ locale }: { locale: Locale }) {
  return (
    <LegalPage
      document={inLocale(locale, en, legalCookiesTranslations).cookiePolicy}
      locale={locale}
    />
  );
}
