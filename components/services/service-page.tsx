import Link from 'next/link';
import { JsonLd } from '@/components/json-ld';
import { CheckList } from '@/components/marketing/check-list';
import { CtaSection } from '@/components/marketing/cta-section';
import { Eyebrow } from '@/components/marketing/eyebrow';
import { HeroActions } from '@/components/marketing/hero-actions';
import { PageHero } from '@/components/marketing/page-hero';
import { PageSection } from '@/components/marketing/page-section';
import { CaseResults } from '@/components/trust/case-results';
import { ClaimSources } from '@/components/trust/claim-sources';
import { ClientLogo } from '@/components/trust/client-logo';
import { LogoWall } from '@/components/trust/logo-wall';
import { MapPin, X } from '@/components/ui/icons';
import { IllustrationImage } from '@/components/ui/illustration-image';
import { SectionHeader } from '@/components/ui/section-header';
import * as enCases from '@/content/cases';
import * as enCtas from '@/content/ctas';
import * as enClients from '@/content/registry/clients';
import type { Service } from '@/content/registry/services';
import * as enServices from '@/content/services';
import { translations } from '@/content/words';
import { inLocale, localizedPath, type Locale } from '@/lib/i18n';
import { faqPageJsonLd, serviceJsonLd } from '@/lib/json-ld';
import { pageSeo } from '@/content/page-seo';
import { FaqSection } from './faq-section';

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

/**
 * The one template behind all five service pages; `service` is the registry's entry in
 * `locale`. Below the hero it answers a buyer's questions in the order they ask them: what is
 * included and where, how long onboarding takes, how the price is set, and a client who uses it.
 */
export function ServicePage({ service, locale }: { service: Service; locale: Locale }) {
  const { talkToSales } = inLocale(locale, enCtas, translations.ctas);
  const { servicePageCopy: copy } = inLocale(locale, enServices, translations.services);
  const { caseCopy, clientCases } = inLocale(locale, enCases, translations.cases);
  const { clients } = inLocale(locale, enClients, translations.registryClients);
  const { page } = service;
  const clientCase = enCases.findCase(page.clientCase.slug, clientCases);
  if (!clientCase) throw new Error(`${service.slug} names no case: ${page.clientCase.slug}`);
  const { onboarding, pricing } = page;
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
        <LogoWall
          locale={locale}
          label={copy.trustedBy}
          clients={page.clientSlugs.map((slug) => enClients.findClient(slug, clients))}
          className="mt-12"
        />
      </PageHero>

      <PageSection labelledBy="included-heading">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-16">
          <div>
            <h2 id="included-heading" className="text-3xl font-bold text-primary sm:text-4xl">
              {copy.included.title}
            </h2>
            <CheckList
              items={page.included}
              className="mt-8 sm:columns-2 sm:gap-10 [&>li]:break-inside-avoid [&>li]:pb-3"
            />
            <h3 className="mt-10 text-xl font-bold text-primary">
              {copy.included.notIncludedTitle}
            </h3>
            <ul className="mt-4 space-y-3">
              {page.notIncluded.map((item) => (
                <li key={item} className="flex gap-3 text-neutral-700">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-neutral-600"
                  >
                    <X className="size-4" strokeWidth={2.5} />
                  </span>
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <aside
            aria-labelledby="coverage-heading"
            className="self-start rounded-card border border-neutral-200 bg-neutral-50 p-6 sm:p-8"
          >
            <h2 id="coverage-heading" className="text-2xl font-bold text-primary">
              {copy.coverage.title}
            </h2>
            <ul
              aria-label={copy.coverage.countriesLabel}
              className="mt-5 grid grid-cols-2 gap-x-4 gap-y-2 lg:grid-cols-1 xl:grid-cols-2"
            >
              {page.coverage.countries.map((country) => (
                <li key={country} className="flex items-start gap-2 font-semibold text-primary">
                  <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-orange-700" />
                  {country}
                </li>
              ))}
            </ul>
            <p className="mt-5 leading-relaxed text-neutral-700">{page.coverage.note}</p>
          </aside>
        </div>
      </PageSection>

      <PageSection labelledBy="onboarding-heading" background="muted">
        <SectionHeader
          id="onboarding-heading"
          title={copy.onboarding.title}
          description={onboarding.summary}
          align="left"
        />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {onboarding.phases.map(({ weeks: [from, to], title, description }) => (
            <li
              key={title}
              className="flex flex-col rounded-card border border-neutral-200 bg-white p-6 shadow-sm"
            >
              <p className="font-heading text-sm font-bold tracking-wide text-orange-700 uppercase">
                {copy.onboarding.weeks(from, to)}
              </p>
              <h3 className="mt-2 text-xl font-bold text-primary">{title}</h3>
              <p className="mt-2 leading-relaxed text-neutral-700">{description}</p>
            </li>
          ))}
        </ol>
        <ClaimSources
          locale={locale}
          texts={[
            onboarding.summary,
            ...onboarding.phases.map((phase) => phase.description),
            ...page.faqs.map((faq) => faq.answer),
          ]}
          className="mt-8"
        />
      </PageSection>

      <PageSection labelledBy="pricing-heading">
        <div className="grid gap-10 lg:grid-cols-2 lg:gap-16">
          <div>
            <h2 id="pricing-heading" className="text-3xl font-bold text-primary sm:text-4xl">
              {copy.pricing.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-neutral-700">{pricing.summary}</p>
          </div>
          <div>
            <h3 className="text-xl font-bold text-primary">{copy.pricing.driversTitle}</h3>
            <dl className="mt-5 grid gap-x-8 gap-y-5 sm:grid-cols-2">
              {pricing.drivers.map((driver) => (
                <div key={driver.name} className="border-l-4 border-orange-600 pl-4">
                  <dt className="font-heading font-bold text-primary">{driver.name}</dt>
                  <dd className="mt-1 text-neutral-700">{driver.detail}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </PageSection>

      <PageSection labelledBy="case-heading" background="tinted">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:items-start">
          <div>
            <ClientLogo client={clientCase.client} decorative className="text-neutral-600" />
            <Eyebrow className="mt-6">{caseCopy.eyebrow}</Eyebrow>
            <h2 id="case-heading" className="mt-2 text-2xl font-bold text-primary sm:text-3xl">
              {clientCase.title}
            </h2>
            <p className="mt-4 leading-relaxed text-neutral-700">{clientCase.summary}</p>
            <Link
              href={localizedPath(clientCase.path, locale)}
              className="mt-4 inline-flex min-h-11 items-center font-heading font-bold text-orange-700 underline-offset-4 hover:underline"
            >
              {caseCopy.readCase}
              <span className="sr-only">: {clientCase.title}</span>
            </Link>
          </div>
          <CaseResults results={clientCase.results} locale={locale} />
        </div>
      </PageSection>

      <FaqSection id="faq-heading" eyebrow={service.name} title={copy.faqTitle} faqs={page.faqs} />

      <CtaSection title={page.ctaLabel} description={page.ctaDescription} actions={[talkToSales]} />

      <JsonLd data={servicePageSeo(service, locale).jsonLd} />
    </>
  );
}
