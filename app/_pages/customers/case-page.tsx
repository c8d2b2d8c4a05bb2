import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/json-ld';
import { CheckList } from '@/components/marketing/check-list';
import { CtaSection } from '@/components/marketing/cta-section';
import { PageHero } from '@/components/marketing/page-hero';
import { ClientLogo } from '@/components/trust/client-logo';
import { Container } from '@/components/ui/container';
import * as en from '@/content/cases';
import type { ClientCase } from '@/content/cases';
import * as customersEn from '@/content/customers';
import * as clientsEn from '@/content/registry/clients';
import { translations } from '@/content/words';
import * as siteEn from '@/content/site';
import { inLocale, localizedPath, type Locale } from '@/lib/i18n';
import { pageSeo, type PageSeo } from '@/content/page-seo';
import { caseSlugs } from '@/lib/routes';
import { CaseResults } from '@/components/trust/case-results';

type Props = { params: Promise<{ slug: string }> };

/** The client cases (/customers/{slug}) in `locale`: the same slugs in both languages. */
export function caseRoute(locale: Locale) {
  const { clientCases } = inLocale(locale, en, translations.cases);

  function generateStaticParams() {
    return caseSlugs.map((slug) => ({ slug }));
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const clientCase = en.findCase((await params).slug, clientCases);
    if (!clientCase) return {};
    return pageSeo(en.casePageMeta(clientCase), locale).metadata;
  }

  async function CasePage({ params }: Props) {
    const clientCase = en.findCase((await params).slug, clientCases);
    if (!clientCase) notFound();
    return (
      <CaseView
        clientCase={clientCase}
        jsonLd={pageSeo(en.casePageMeta(clientCase), locale).jsonLd}
        locale={locale}
      />
    );
  }

  return { generateStaticParams, generateMetadata, Page: CasePage };
}

function CaseView({
  clientCase,
  jsonLd,
  locale,
}: {
  clientCase: ClientCase;
  jsonLd: PageSeo['jsonLd'];
  locale: Locale;
}) {
  const { caseCopy } = inLocale(locale, en, translations.cases);
  const { customersCta } = inLocale(locale, customersEn, translations.customers);
  const { quoteMarks } = inLocale(locale, siteEn, translations.site).siteCopy;
  const { client, quote } = clientCase;

  return (
    <>
      <PageHero
        eyebrow={caseCopy.eyebrow}
        title={clientCase.title}
        description={<p>{clientCase.summary}</p>}
        media={
          <div className="rounded-card border border-neutral-200 bg-white p-6 shadow-sm sm:p-8">
            <ClientLogo client={client} className="h-14 text-neutral-600" />
            <h2 className="sr-only">{caseCopy.factsTitle}</h2>
            <dl className="mt-6 grid gap-4 sm:grid-cols-2">
              {clientCase.facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">
                    {fact.label}
                  </dt>
                  <dd className="mt-1 text-primary">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        }
      />

      <section aria-labelledby="results-heading" className="bg-neutral-50 py-16 sm:py-20">
        <Container>
          <h2 id="results-heading" className="text-3xl font-bold text-primary">
            {caseCopy.resultsTitle}
          </h2>
          <div className="mt-8">
            <CaseResults results={clientCase.results} locale={locale} />
          </div>
        </Container>
      </section>

      <section className="bg-white py-16 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 className="text-3xl font-bold text-primary">{caseCopy.situationTitle}</h2>
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-neutral-700">
              {clientCase.situation.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div>
            <h2 className="text-3xl font-bold text-primary">{caseCopy.whatWeDidTitle}</h2>
            <CheckList items={clientCase.whatWeDid} className="mt-6 text-lg" />
          </div>
        </Container>

        <Container className="mt-16 max-w-4xl">
          <figure className="rounded-card bg-primary-50 p-8 sm:p-10">
            <blockquote className="text-xl leading-relaxed text-primary sm:text-2xl">
              <p>
                {quoteMarks.open}
                {quote.quote}
                {quoteMarks.close}
              </p>
            </blockquote>
            <figcaption className="mt-6 text-neutral-700">
              <span className="font-semibold text-primary">{quote.name}</span>, {quote.title}
            </figcaption>
          </figure>
          <p className="mt-3 text-xs text-neutral-600">
            {inLocale(locale, clientsEn, translations.registryClients).quotesDisclaimer}
          </p>
          <h2 className="mt-12 font-heading text-lg font-bold text-primary">
            {caseCopy.servicesTitle}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-6">
            {clientCase.services.map((service) => (
              <li key={service.href}>
                <Link
                  href={localizedPath(service.href, locale)}
                  className="inline-flex min-h-11 items-center font-semibold text-orange-700 underline underline-offset-4"
                >
                  {service.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href={localizedPath(caseCopy.allCases.href, locale)}
                className="inline-flex min-h-11 items-center font-semibold text-orange-700 underline underline-offset-4"
              >
                {caseCopy.allCases.label}
              </Link>
            </li>
          </ul>
        </Container>
      </section>

      <CtaSection {...customersCta} />
      <JsonLd data={jsonLd} />
    </>
  );
}
