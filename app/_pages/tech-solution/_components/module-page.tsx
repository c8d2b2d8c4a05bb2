import { NamedIcon } from '@/components/ui/icons';
import { JsonLd } from '@/components/json-ld';
import { CtaSection } from '@/components/marketing/cta-section';
import { HeroActions } from '@/components/marketing/hero-actions';
import { IconCardGrid } from '@/components/marketing/icon-card-grid';
import { PageHero } from '@/components/marketing/page-hero';
import { FaqSection } from '@/components/services/faq-section';
import { moduleCards } from '@/components/tech-solution/module-cards';
import { BenefitsAndSteps } from '@/components/tech-solution/benefits-and-steps';
import { IllustrationImage } from '@/components/ui/illustration-image';
import * as enCtas from '@/content/ctas';
import { translations } from '@/content/words';
import * as enModules from '@/content/registry/modules';
import type { PlatformModule } from '@/content/registry/modules';
import * as enCopy from '@/content/tech-solution/copy';
import * as enPages from '@/content/tech-solution/modules';
import { inLocale, type Locale } from '@/lib/i18n';
import { faqPageJsonLd, serviceJsonLd } from '@/lib/json-ld';
import { pageSeo } from '@/content/page-seo';
import type { TechSolutionSubPage } from '@/lib/routes';
import { ModuleCoverage } from './module-coverage';

/**
 * A module page's metadata and JSON-LD: the page, the module as a service, its questions.
 * `module` is the registry's entry in `locale`.
 */
export function modulePageSeo({ slug, title, summary, path }: PlatformModule, locale: Locale) {
  const { modulePages } = inLocale(locale, enPages, translations.techSolutionModules);
  const { structuredData } = inLocale(
    locale,
    enCopy,
    translations.techSolutionCopy,
  ).techSolutionCopy;
  return pageSeo({ title, description: summary, path }, locale, [
    serviceJsonLd({
      name: title,
      description: summary,
      path,
      serviceType: structuredData.moduleType,
      locale,
    }),
    faqPageJsonLd(modulePages[slug].faqs, locale),
  ]);
}

/** The one template of the six module pages; `module` is the registry's entry in `locale`. */
export function ModulePage({ module, locale }: { module: PlatformModule; locale: Locale }) {
  const { bookADemo, talkToSales } = inLocale(locale, enCtas, translations.ctas);
  const { platformModules } = inLocale(locale, enModules, translations.registryModules);
  const { modulePageCopy: copy, modulePages } = inLocale(
    locale,
    enPages,
    translations.techSolutionModules,
  );
  const actions = [bookADemo, talkToSales];
  const content = modulePages[module.slug];
  const relatedSlugs: readonly TechSolutionSubPage[] = content.relatedSlugs;
  const related = platformModules.filter((other) => relatedSlugs.includes(other.slug));
  return (
    <>
      <JsonLd data={modulePageSeo(module, locale).jsonLd} />
      <PageHero
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <NamedIcon name={module.icon} aria-hidden="true" className="size-5" strokeWidth={2} />
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
      <BenefitsAndSteps {...content} locale={locale} />
      <ModuleCoverage note={content.coverageNote} locale={locale} />
      <FaqSection
        id="faq-heading"
        eyebrow={module.title}
        title={copy.faqTitle}
        faqs={content.faqs}
      />
      <IconCardGrid
        id="related-heading"
        intro={copy.related}
        items={moduleCards(related)}
        locale={locale}
      />
      <CtaSection {...content.cta} actions={actions} />
    </>
  );
}
