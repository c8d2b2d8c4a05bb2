import { ServiceCardGrid } from '@/components/marketing/service-card-grid';
import { SectionHeader } from '@/components/ui/section-header';
import * as en from '@/content/home';
import * as servicesEn from '@/content/registry/services';
import * as sv from '@/content/sv/home';
import * as servicesSv from '@/content/sv/registry/services';
import { inLocale, type Locale } from '@/lib/i18n';
import { PageSection } from '@/components/marketing/page-section';

/** Why we exist, and the five services that answer it. */
export function NeedSection({ locale }: { locale: Locale }) {
  const { needSection } = inLocale(locale, en, sv);
  const { services } = inLocale(locale, servicesEn, servicesSv);
  return (
    <PageSection labelledBy="need-heading">
      <SectionHeader
        id="need-heading"
        eyebrow={needSection.eyebrow}
        title={needSection.title}
        description={needSection.description}
      />
      <div className="mt-12">
        <ServiceCardGrid services={services} locale={locale} />
      </div>
    </PageSection>
  );
}
