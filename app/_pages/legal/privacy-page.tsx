import { LegalPage } from '@/components/legal/legal-page';
import * as en from '@/content/legal/privacy';
import { legalPrivacyTranslations } from '@/content/translations/legal/privacy';
import { inLocale, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';

export function privacyMetadata(locale: Locale) {
  const { privacyPolicy } = inLocale(locale, en, legalPrivacyTranslations);
  return pageMetadata({
    title: privacyPolicy.metaTitle,
    description: privacyPolicy.description,
    path: privacyPolicy.path,
    locale,
  });
}

export function PrivacyPage({ locale }: { locale: Locale }) {
  return (
    <LegalPage
      document={inLocale(locale, en, legalPrivacyTranslations).privacyPolicy}
      locale={locale}
    />
  );
}
