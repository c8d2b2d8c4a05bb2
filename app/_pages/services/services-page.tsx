import { JsonLd } from '@/components/json-ld';
import { ClaimSources } from '@/components/trust/claim-sources';
import { CheckList } from '@/components/marketing/check-list';
import { CtaSection } from '@/components/marketing/cta-section';
import { PageHero } from '@/components/marketing/page-hero';
import { ServiceCardGrid } from '@/components/marketing/service-card-grid';
import { SectionHeader } from '@/components/ui/section-header';
import { IllustrationImage } from '@/components/ui/illustration-image';
import * as enClients from '@/content/registry/clients';
import * as enServices from '@/content/registry/services';
import { translations } from '@/content/words';
import * as enOverview from '@/content/services-overview';
import { inLocale, type Locale } from '@/lib/i18n';
import { pageSeo } from '@/content/page-seo';
import { ClientQuoteCard } from './_components/client-quote-card';
import { HeroActions } from '@/components/marketing/hero-actions';
import { PageSection } from '@/components/marketing/page-section';
import type { LocalizedPage } from '@/app/_pages/localized-route';

function servicesMetadata(locale: Locale) {
  return pageSeo(inLocale(locale, enOverview, translations.servicesOverview).servicesPage, locale)
    .metadata;
}

function ServicesPage({ locale }: { locale: Locale }) {
  const { services } = inLocale(locale, enServices, translations.registryServices);
  const { clientQuotes, serviceCards, servicesCta, servicesHero, servicesPage } = inLocale(
    locale,
    enOverview,
    translations.servicesOverview,
  );
  const seo = pageSeo(servicesPage, locale);
  return (
    <>
      <PageHero
        eyebrow={servicesHero.eyebrow}
        title={servicesHero.title}
        description={
          <>
            <p>{servicesHero.description}</p>
            <CheckList items={servicesHero.bullets} className="mt-5 text-base" />
          </>
        }
        actions={<HeroActions actions={servicesHero.actions} />}
        media={
          <IllustrationImage
            image={servicesHero.image}
            inline
            className="h-auto w-full rounded-card shadow-lg"
          />
        }
      />

      <PageSection labelledBy="services-heading">
        <SectionHeader
          id="services-heading"
          title={serviceCards.title}
          description={serviceCards.description}
        />
        <div className="mt-12">
          <ServiceCardGrid services={services} locale={locale} />
        </div>
      </PageSection>

      <PageSection labelledBy="quotes-heading" background="muted">
        <SectionHeader
          id="quotes-heading"
          eyebrow={clientQuotes.eyebrow}
          title={clientQuotes.title}
          description={clientQuotes.description}
        />
        <ClaimSources
          texts={[clientQuotes.description]}
          locale={locale}
          className="mx-auto mt-4 max-w-3xl text-center"
        />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {clientQuotes.quotes.map((quote) => (
            <li key={quote.name} className="animate-on-scroll">
              <ClientQuoteCard quote={quote} locale={locale} />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-xs text-neutral-600">
          {inLocale(locale, enClients, translations.registryClients).quotesDisclaimer}
        </p>
      </PageSection>

      <CtaSection {...servicesCta} />
      <JsonLd data={seo.jsonLd} />
    </>
  );
}

/** The page in every language, for its route file under app/(site)/[locale] (`localizedPage`). */
export const page: LocalizedPage = { Page: ServicesPage, metadata: servicesMetadata };
