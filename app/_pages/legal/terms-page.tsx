import { LegalPage } from '@/components/legal/legal-page';
import * as en from '@/content/legal/terms';
import { legalTermsTranslations } from '@/content/translations/legal/terms';
import { inLocale, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import type { LocalizedPage } from '@/app/_pages/localized-route';

function termsMetadata(locale: Locale) {
  const { termsOfService } = inLocale(locale, en, legalTermsTranslations);
  return pageMetadata({
    title: termsOfService.metaTitle,
    description: termsOfService.description,
    path: termsOfService.path,
    locale,
  });
}

function TermsPage({ locale }: { locale: Locale }) {
  return (
    <LegalPage
      document={inLocale(locale, en, legalTermsTranslations).termsOfService}
      locale={locale}
    />
  );
}

/** The page in every language: `npm run routes:generate` writes its page.tsx in each tree. */
export const page: LocalizedPage = { Page: TermsPage, metadata: termsMetadata };
