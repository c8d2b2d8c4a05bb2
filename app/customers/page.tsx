import { JsonLd } from '@/components/json-ld';
import { CtaSection } from '@/components/marketing/cta-section';
import { PageHero } from '@/components/marketing/page-hero';
import { CaseGrid } from '@/components/trust/case-grid';
import { LogoWall } from '@/components/trust/logo-wall';
import { Container } from '@/components/ui/container';
import { SectionHeader } from '@/components/ui/section-header';
import {
  casesSection,
  customersCta,
  customersHero,
  customersPage,
  logoWallSection,
} from '@/content/customers';
import { clients } from '@/content/registry/clients';
import { pageSeo } from '@/lib/metadata';

const seo = pageSeo(customersPage);

export const metadata = seo.metadata;

export default function CustomersPage() {
  return (
    <>
      <PageHero
        eyebrow={customersHero.eyebrow}
        title={customersHero.title}
        description={<p>{customersHero.description}</p>}
      />

      <section aria-labelledby="cases-heading" className="bg-neutral-50 py-16 sm:py-24">
        <Container>
          <SectionHeader id="cases-heading" {...casesSection} />
          <CaseGrid className="mt-12" />
        </Container>
      </section>

      <section aria-labelledby="clients-heading" className="bg-white py-16 sm:py-24">
        <Container>
          <SectionHeader id="clients-heading" {...logoWallSection} />
          <LogoWall clients={clients} className="mt-12" />
        </Container>
      </section>

      <CtaSection {...customersCta} />
      <JsonLd data={seo.jsonLd} />
    </>
  );
}
