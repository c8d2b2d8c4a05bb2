import { ServicePage, servicePageSeo } from '@/components/services/service-page';
import * as en from '@/content/registry/services';
import { registryServicesTranslations } from '@/content/translations/registry/services';
import { inLocale, type Locale } from '@/lib/i18n';

// An explicit route, so it wins over the tech-solution sub-page wildcard beside it.
export function erpFinancialManagementMetadata(locale: Locale) {
  return servicePageSeo(inLocale(locale, en, registryServicesTranslations).erpService, locale)
    .metadata;
}

export function ErpFinancialManagementPage({ locale }: { locale: Locale }) {
  return (
    <ServicePage
      service={inLocale(locale, en, registryServicesTranslations).erpService}
      locale={locale}
    />
  );
}
