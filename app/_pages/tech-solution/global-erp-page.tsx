import { ErpPage, erpPageSeo } from '@/components/tech-solution/erp-page';
import * as en from '@/content/tech-solution/global-erp';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import type { LocalizedPage } from '@/app/_pages/localized-route';

function globalErpMetadata(locale: Locale) {
  return erpPageSeo(inLocale(locale, en, translations.techSolutionGlobalErp).globalErpPage, locale)
    .metadata;
}

function GlobalErpPage({ locale }: { locale: Locale }) {
  return (
    <ErpPage
      content={inLocale(locale, en, translations.techSolutionGlobalErp).globalErpPage}
      locale={locale}
    />
  );
}

/** The page in every language, for its route file under app/(site)/[locale] (`localizedPage`). */
export const page: LocalizedPage = { Page: GlobalErpPage, metadata: globalErpMetadata };
