import { JsonLd } from '@/components/json-ld';
import { CtaSection } from '@/components/marketing/cta-section';
import { HeroActions } from '@/components/marketing/hero-actions';
import { PageHero } from '@/components/marketing/page-hero';
import { IconCardGrid } from '@/components/marketing/icon-card-grid';
import { moduleCards } from '@/components/tech-solution/module-cards';
import { IllustrationImage } from '@/components/ui/illustration-image';
import { platformModules } from '@/content/registry/modules';
import { techSolutionOverview as content } from '@/content/tech-solution/overview';
import { serviceJsonLd } from '@/lib/json-ld';
import { pageSeo } from '@/lib/metadata';
import { ErpOptions } from './_components/erp-options';

const seo = pageSeo(content.page, [
  serviceJsonLd({
    name: 'Solvik finance platform',
    description: content.page.description,
    path: content.page.path,
    serviceType: 'Financial software platform',
  }),
]);

export const metadata = seo.metadata;

export default function TechSolutionPage() {
  return (
    <>
      <JsonLd data={seo.jsonLd} />
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        description={<p>{content.hero.description}</p>}
        actions={<HeroActions actions={content.hero.actions} />}
        media={
          <IllustrationImage
            image={content.hero.image}
            inline
            className="h-auto w-full rounded-card shadow-lg"
          />
        }
      />
      <IconCardGrid
        id="modules-heading"
        intro={content.modulesSection}
        items={moduleCards(platformModules)}
      />
      <ErpOptions intro={content.erpSection} options={content.erpOptions} />
      <IconCardGrid
        id="benefits-heading"
        intro={content.benefitsSection}
        items={content.benefits}
      />
      <IconCardGrid
        id="qualities-heading"
        intro={content.qualitiesSection}
        items={content.qualities}
        columns={4}
        className="bg-neutral-50"
      />
      <CtaSection {...content.cta} />
    </>
  );
}
