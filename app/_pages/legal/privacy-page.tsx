import { LegalPage } from '@/components/legal/legal-page';
import * as en from '@/content/legal/privacy';
import { legalPrivacyTranslations } from '@/content/translations/legal/privacy';
import { inLocale, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import type { LocalizedPage } from '@/app/_pages/localized-route';

function privacyMetadata(locale: Locale) {
  const { privacyPolicy } = inLocale(locale, en, legalPrivacyTranslations);
  return pageMetadata({
    title: privacyPolicy.metaTitle,
    description: privacyPolicy.description,
    path: privacyPolicy.path,
    locale,
  });
}

function PrivacyPage({ locale }: { locale: Locale }) {
  return (
    <LegalPage
      document={inLocale(locale, en, legalPrivacyTranslations).privacyPolicy}
      locale={locale}
    />
  );
}

/** The page in every language: `npm run routes:generate` writes its page.tsx in each tree. */
export const page: LocalizedPage = { Page: PrivacyPage, metadata: privacyMetadata };
