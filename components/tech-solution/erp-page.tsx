import type { ReactNode } from 'react';
import { JsonLd } from '@/components/json-ld';
import { CtaSection } from '@/components/marketing/cta-section';
import { HeroActions } from '@/components/marketing/hero-actions';
import { PageHero } from '@/components/marketing/page-hero';
import { IllustrationImage } from '@/components/ui/illustration-image';
import * as en from '@/content/tech-solution/copy';
import { translations } from '@/content/words';
import type { ErpPageContent } from '@/content/tech-solution/types';
import { inLocale, type Locale } from '@/lib/i18n';
import { serviceJsonLd } from '@/lib/json-ld';
import { pageSeo } from '@/content/page-seo';
import { BenefitsAndSteps } from './benefits-and-steps';

type ErpPageProps = {
  /** The page's content in `locale`. */
  content: ErpPageContent;
  locale: Locale;
  /** Sections that only one of the ERP pages has, placed after the steps. */
  children?: ReactNode;
};

/** An ERP page's metadata and JSON-LD: the page and the integration service it describes. */
export function erpPageSeo({ page }: ErpPageContent, locale: Locale) {
  const { structuredData } = inLocale(locale, en, translations.techSolutionCopy).techSolutionCopy;
  return pageSeo(page, locale, [
    serviceJsonLd({
      name: page.title,
      description: page.description,
      path: page.path,
      serviceType: structuredData.erpIntegrationType,
      locale,
    }),
  ]);
}

/** The template of the Global ERP and Local ERPs pages. */
export function ErpPage({ content, locale, children }: ErpPageProps) {
  const { hero, cta } = content;
  return (
    <>
      <JsonLd data={erpPageSeo(content, locale).jsonLd} />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={<p>{hero.description}</p>}
        actions={hero.actions && <HeroActions actions={hero.actions} />}
        media={
          hero.image && (
            <IllustrationImage
              image={hero.image}
              inline
              className="h-auto w-full rounded-card shadow-lg"
            />
          )
        }
      />
      <BenefitsAndSteps {...content} locale={locale} />
      {children}
      <CtaSection {...cta} />
    </>
  );
}
