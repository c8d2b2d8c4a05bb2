import { ServiceCardGrid } from '@/components/marketing/service-card-grid';
import { Container } from '@/components/ui/container';
import { SectionHeader } from '@/components/ui/section-header';
import { needSection } from '@/content/home';
import { services } from '@/content/registry/services';

/** Why we exist, and the five services that answer it. */
export function NeedSection() {
  return (
    <section aria-labelledby="need-heading" className="bg-white py-16 sm:py-24">
      <Container>
        <SectionHeader
          id="need-heading"
          eyebrow={needSection.eyebrow}
          title={needSection.title}
          description={needSection.description}
        />
        <div className="mt-12">
          <ServiceCardGrid services={services} />
        </div>
      </Container>
    </section>
  );
}
