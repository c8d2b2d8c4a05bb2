import { ErpPage, erpPageSeo } from '@/components/tech-solution/erp-page';
import * as en from '@/content/tech-solution/local-erps';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { SupportedErps } from './_components/supported-erps';
import type { LocalizedPage } from '@/app/_pages/localized-route';

function localErpsMetadata(locale: Locale) {
  return erpPageSeo(inLocale(locale, en, translations.techSolutionLocalErps).localErpsPage, locale)
    .metadata;
}

function LocalErpsPage({ locale }: { locale: Locale }) {
  return (
    <ErpPage
      content={inLocale(locale, en, translations.techSolutionLocalErps).localErpsPage}
      locale={locale}
    >
      <SupportedErps locale={locale} />
    </ErpPage>
  );
}

/** The page in every language, for its route file under app/(site)/[locale] (`localizedPage`). */
export const page: LocalizedPage = { Page: LocalErpsPage, metadata: localErpsMetadata };
