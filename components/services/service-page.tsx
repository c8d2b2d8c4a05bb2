import { JsonLd } from '@/components/json-ld';
import { CheckList } from '@/components/marketing/check-list';
import { CtaSection } from '@/components/marketing/cta-section';
import { PageHero } from '@/components/marketing/page-hero';
import { HeroActions } from '@/components/marketing/hero-actions';
import { IllustrationImage } from '@/components/ui/illustration-image';
import * as enCtas from '@/content/ctas';
import * as svCtas from '@/content/sv/ctas';
import * as enServices from '@/content/services';
import * as svServices from '@/content/sv/services';
import type { Service } from '@/content/registry/services';
import * as enClients from '@/content/registry/clients';
import * as svClients from '@/content/sv/registry/clients';
import { inLocale, type Locale } from '@/lib/i18n';
import { faqPageJsonLd, serviceJsonLd } from '@/lib/json-ld';
import { pageSeo } from '@/lib/metadata';
import { FaqSection } from './faq-section';
import { ClaimSources } from '@/components/trust/claim-sources';
import { LogoWall } from '@/components/trust/logo-wall';

/**
 * A service page's metadata and JSON-LD: the page, the service and its questions. `service` is
 * the registry's entry in `locale`.
 */
export function servicePageSeo({ name, path, page }: Service, locale: Locale) {
  const { description } = page;
  return pageSeo({ title: name, description, path }, locale, [
    serviceJsonLd({ name, description, path, locale }),
    faqPageJsonLd(page.faqs, locale),
  ]);
}

/** The one template behind all five service pages; `service` is the registry's entry in `locale`. */
export function ServicePage({ service, locale }: { service: Service; locale: Locale }) {
  const { talkToSales } = inLocale(locale, enCtas, svCtas);
  const { servicePageCopy: copy } = inLocale(locale, enServices, svServices);
  const { findClient } = inLocale(locale, enClients, svClients);
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
              locale={locale}
              texts={[...page.benefits, ...page.faqs.map((faq) => faq.answer)]}
              className="mt-4 border-t border-neutral-200 pt-4"
            />
          </div>
        </div>

        <LogoWall
          locale={locale}
          label={copy.trustedBy}
          clients={page.clients.map((slug) => findClient(slug))}
          className="mt-10"
        />
      </PageHero>

      <FaqSection id="faq-heading" eyebrow={service.name} title={copy.faqTitle} faqs={page.faqs} />

      <CtaSection title={page.ctaLabel} description={page.ctaDescription} actions={[talkToSales]} />

      <JsonLd data={servicePageSeo(service, locale).jsonLd} />
    </>
  );
}
