import { ServiceCardGrid } from '@/components/marketing/service-card-grid';
import { SectionHeader } from '@/components/ui/section-header';
import { needSection } from '@/content/home';
import { services } from '@/content/registry/services';
import { PageSection } from '@/components/marketing/page-section';

/** Why we exist, and the five services that answer it. */
export function NeedSection() {
  return (
    <PageSection labelledBy="need-heading">
      <SectionHeader
        id="need-heading"
        eyebrow={needSection.eyebrow}
        title={needSection.title}
        description={needSection.description}
      />
      <div className="mt-12">
        <ServiceCardGrid services={services} />
      </div>
    </PageSection>
  );
}
