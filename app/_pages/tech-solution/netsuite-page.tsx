import { ServicePage, servicePageSeo } from '@/components/services/service-page';
import * as en from '@/content/registry/services';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import type { LocalizedPage } from '@/app/_pages/localized-route';

// An explicit route, so it wins over the tech-solution sub-page wildcard beside it.
function erpFinancialManagementMetadata(locale: Locale) {
  return servicePageSeo(inLocale(locale, en, translations.registryServices).erpService, locale)
    .metadata;
}

function ErpFinancialManagementPage({ locale }: { locale: Locale }) {
  return (
    <ServicePage
      service={inLocale(locale, en, translations.registryServices).erpService}
      locale={locale}
    />
  );
}

/** The page in every language, for its route file under app/(site)/[locale] (`localizedPage`). */
export const page: LocalizedPage = {
  Page: ErpFinancialManagementPage,
  metadata: erpFinancialManagementMetadata,
};
