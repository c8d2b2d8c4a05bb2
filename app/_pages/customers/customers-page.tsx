import { JsonLd } from '@/components/json-ld';
import { CtaSection } from '@/components/marketing/cta-section';
import { PageHero } from '@/components/marketing/page-hero';
import { CaseGrid } from '@/components/trust/case-grid';
import { LogoWall } from '@/components/trust/logo-wall';
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
import { PageSection } from '@/components/marketing/page-section';

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

      <PageSection labelledBy="cases-heading" background="muted">
        <SectionHeader id="cases-heading" {...casesSection} />
        <CaseGrid className="mt-12" />
      </PageSection>

      <PageSection labelledBy="clients-heading">
        <SectionHeader id="clients-heading" {...logoWallSection} />
        <LogoWall clients={clients} className="mt-12" />
      </PageSection>

      <CtaSection {...customersCta} />
      <JsonLd data={seo.jsonLd} />
    </>
  );
}
