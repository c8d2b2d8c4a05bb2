import { JsonLd } from '@/components/json-ld';
import { CtaSection } from '@/components/marketing/cta-section';
import { HeroActions } from '@/components/marketing/hero-actions';
import { IconCardGrid } from '@/components/marketing/icon-card-grid';
import { PageHero } from '@/components/marketing/page-hero';
import { FaqSection } from '@/components/services/faq-section';
import { moduleCards } from '@/components/tech-solution/module-cards';
import { BenefitsAndSteps } from '@/components/tech-solution/benefits-and-steps';
import { IllustrationImage } from '@/components/ui/illustration-image';
import { bookADemo, talkToSales } from '@/content/ctas';
import { platformModules, type PlatformModule } from '@/content/registry/modules';
import { modulePageCopy as copy, modulePages } from '@/content/tech-solution/modules';
import { faqPageJsonLd, serviceJsonLd } from '@/lib/json-ld';
import { pageSeo } from '@/lib/metadata';
import type { TechSolutionSubPage } from '@/lib/routes';
import { ModuleCoverage } from './module-coverage';

const actions = [bookADemo, talkToSales];

/** A module page's metadata and JSON-LD: the page, the module as a service, its questions. */
export function modulePageSeo({ slug, title, summary, path }: PlatformModule) {
  return pageSeo({ title, description: summary, path }, [
    serviceJsonLd({ name: title, description: summary, path, serviceType: 'Finance software' }),
    faqPageJsonLd(modulePages[slug].faqs),
  ]);
}

/** The one template of the six module pages. */
export function ModulePage({ module }: { module: PlatformModule }) {
  const content = modulePages[module.slug];
  const relatedSlugs: readonly TechSolutionSubPage[] = content.related;
  const related = platformModules.filter((other) => relatedSlugs.includes(other.slug));
  return (
    <>
      <JsonLd data={modulePageSeo(module).jsonLd} />
      <PageHero
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <module.icon aria-hidden="true" className="size-5" strokeWidth={2} />
            {copy.heroEyebrow}
          </span>
        }
        title={module.title}
        description={
          <>
            <p>{module.summary}</p>
            <p className="mt-4 text-base text-neutral-600">{content.heroDetails}</p>
          </>
        }
        actions={<HeroActions actions={actions} />}
        media={
          <IllustrationImage
            image={module.illustration}
            inline
            className="h-auto w-full rounded-card shadow-lg"
          />
        }
      />
      <BenefitsAndSteps {...content} />
      <ModuleCoverage note={content.coverageNote} />
      <FaqSection
        id="faq-heading"
        eyebrow={module.title}
        title={copy.faqTitle}
        faqs={content.faqs}
      />
      <IconCardGrid id="related-heading" intro={copy.related} items={moduleCards(related)} />
      <CtaSection {...content.cta} actions={actions} />
    </>
  );
}
