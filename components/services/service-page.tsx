import { JsonLd } from '@/components/json-ld';
import { CheckList } from '@/components/marketing/check-list';
import { CtaSection } from '@/components/marketing/cta-section';
import { PageHero } from '@/components/marketing/page-hero';
import { HeroActions } from '@/components/marketing/hero-actions';
import { IllustrationImage } from '@/components/ui/illustration-image';
import { talkToSales } from '@/content/ctas';
import { servicePageCopy as copy } from '@/content/services';
import type { Service } from '@/content/registry/services';
import { faqPageJsonLd, serviceJsonLd } from '@/lib/json-ld';
import { pageSeo } from '@/lib/metadata';
import { FaqSection } from './faq-section';
import { ClaimSources } from '@/components/trust/claim-sources';
import { LogoWall } from '@/components/trust/logo-wall';
import { findClient } from '@/content/registry/clients';

/** A service page's metadata and JSON-LD: the page, the service and its questions. */
export function servicePageSeo({ name, path, page }: Service) {
  const { description } = page;
  return pageSeo({ title: name, description, path }, [
    serviceJsonLd({ name, description, path }),
    faqPageJsonLd(page.faqs),
  ]);
}

/** The one template behind all five service pages. */
export function ServicePage({ service }: { service: Service }) {
  const { page } = service;
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={service.name}
        description={
          <>
            <p className="text-xl text-primary-600">{page.heroDescription}</p>
            <p className="mt-4 text-base">{page.heroDetails}</p>
          </>
        }
        actions={<HeroActions actions={[talkToSales, copy.allServices]} />}
        media={
          <IllustrationImage
            image={page.heroImage}
            inline
            className="h-auto w-full rounded-card shadow-lg"
          />
        }
        className="sm:pb-20"
      >
        <div className="mt-14 grid gap-8 rounded-card border border-neutral-200 bg-white p-6 shadow-sm sm:p-10 lg:grid-cols-[1fr_2fr]">
          <h2 className="text-2xl font-bold text-primary sm:text-3xl">{copy.benefitsTitle}</h2>
          <div>
            <CheckList
              items={page.benefits}
              className="sm:columns-2 sm:gap-8 [&>li]:break-inside-avoid [&>li]:pb-3"
            />
            <ClaimSources
              texts={[...page.benefits, ...page.faqs.map((faq) => faq.answer)]}
              className="mt-4 border-t border-neutral-200 pt-4"
            />
          </div>
        </div>

        <LogoWall label={copy.trustedBy} clients={page.clients.map(findClient)} className="mt-10" />
      </PageHero>

      <FaqSection id="faq-heading" eyebrow={service.name} title={copy.faqTitle} faqs={page.faqs} />

      <CtaSection title={page.ctaLabel} description={page.ctaDescription} actions={[talkToSales]} />

      <JsonLd data={servicePageSeo(service).jsonLd} />
    </>
  );
}
