import { JsonLd } from '@/components/json-ld';
import { CtaSection } from '@/components/marketing/cta-section';
import { HeroActions } from '@/components/marketing/hero-actions';
import { PageHero } from '@/components/marketing/page-hero';
import { IconCardGrid } from '@/components/marketing/icon-card-grid';
import { moduleCards } from '@/components/tech-solution/module-cards';
import { IllustrationImage } from '@/components/ui/illustration-image';
import * as enModules from '@/content/registry/modules';
import { translations } from '@/content/words';
import * as enCopy from '@/content/tech-solution/copy';
import * as enOverview from '@/content/tech-solution/overview';
import { inLocale, type Locale } from '@/lib/i18n';
import { serviceJsonLd } from '@/lib/json-ld';
import { pageSeo } from '@/content/page-seo';
import { ErpOptions } from './_components/erp-options';
import type { LocalizedPage } from '@/app/_pages/localized-route';

/** The overview's metadata and JSON-LD: the page and the platform as a service. */
function techSolutionSeo(locale: Locale) {
  const { techSolutionOverview: content } = inLocale(
    locale,
    enOverview,
    translations.techSolutionOverview,
  );
  const { structuredData } = inLocale(
    locale,
    enCopy,
    translations.techSolutionCopy,
  ).techSolutionCopy;
  return pageSeo(content.page, locale, [
    serviceJsonLd({
      name: structuredData.platformName,
      description: content.page.description,
      path: content.page.path,
      serviceType: structuredData.platformType,
      locale,
    }),
  ]);
}

function techSolutionMetadata(locale: Locale) {
  return techSolutionSeo(locale).metadata;
}

function TechSolutionPage({ locale }: { locale: Locale }) {
  const { techSolutionOverview: content } = inLocale(
    locale,
    enOverview,
    translations.techSolutionOverview,
  );
  const { platformModules } = inLocale(locale, enModules, translations.registryModules);
  return (
    <>
      <JsonLd data={techSolutionSeo(locale).jsonLd} />
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
        locale={locale}
        id="modules-heading"
        intro={content.modulesSection}
        items={moduleCards(platformModules)}
      />
      <ErpOptions intro={content.erpSection} options={content.erpOptions} locale={locale} />
      <IconCardGrid
        locale={locale}
        id="benefits-heading"
        intro={content.benefitsSection}
        items={content.benefits}
      />
      <IconCardGrid
        locale={locale}
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

/** The page in every language, for its route file under app/(site)/[locale] (`localizedPage`). */
export const page: LocalizedPage = { Page: TechSolutionPage, metadata: techSolutionMetadata };
