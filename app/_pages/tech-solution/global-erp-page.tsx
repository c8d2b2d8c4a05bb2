import { ErpPage, erpPageSeo } from '@/components/tech-solution/erp-page';
import * as en from '@/content/tech-solution/global-erp';
import { techSolutionGlobalErpTranslations } from '@/content/translations/tech-solution/global-erp';
import { inLocale, type Locale } from '@/lib/i18n';

export function globalErpMetadata(locale: Locale) {
  return erpPageSeo(inLocale(locale, en, techSolutionGlobalErpTranslations).globalErpPage, locale)
    .metadata;
}

export function GlobalErpPage({ locale }: { locale: Locale }) {
  return (
    <ErpPage
      content={inLocale(locale, en, techSolutionGlobalErpTranslations).globalErpPage}
      locale={locale}
    />
  );
}
