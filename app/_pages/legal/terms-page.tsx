import { LegalPage } from '@/components/legal/legal-page';
import * as en from '@/content/legal/terms';
import { legalTermsTranslations } from '@/content/translations/legal/terms';
import { inLocale, type Locale } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';

export function termsMetadata(locale: Locale) {
  const { termsOfService } = inLocale(locale, en, legalTermsTranslations);
  return pageMetadata({
    title: termsOfService.metaTitle,
    description: termsOfService.description,
    path: termsOfService.path,
    locale,
  });
}

export function TermsPage({ locale }: { locale: Locale }) {
  return (
    <LegalPage
      document={inLocale(locale, en, legalTermsTranslations).termsOfService}
      locale={locale}
    />
  );
}
