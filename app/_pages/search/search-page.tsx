import type { Metadata } from 'next';
import NextLink from 'next/link';
import { SearchForm } from '@/components/search/search-form';
import { TextRuns } from '@/components/search/text-runs';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import * as modulesEn from '@/content/registry/modules';
import * as servicesEn from '@/content/registry/services';
import * as en from '@/content/search';
import { registryModulesTranslations } from '@/content/translations/registry/modules';
import { registryServicesTranslations } from '@/content/translations/registry/services';
import { searchTranslations } from '@/content/translations/search';
import { inLocale, intlLocale, type Locale } from '@/lib/i18n';
import { pageSeo } from '@/lib/metadata';
import { formatLongDate, isoDateTime } from '@/lib/news/format';
import { isRefused, maxQueryLength, parseQuery, searchSite } from '@/lib/search';
import type { RefusedQuery, SearchAnswer } from '@/lib/search/types';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The hits a page shows; `total` says how many matched in all. */
const pageLimit = 20;

/** What was asked: a query to run (perhaps empty), or one the engine refuses. */
type Asked = { query: string } | RefusedQuery;

/**
 * The search page of one language, rendered for each request from `?q=`. A refused query
 * answers 400 or 414 (proxy.ts sets the status, by the same `parseQuery`) and says why here;
 * the query is only ever shown as React text.
 */
export function searchRoute(locale: Locale) {
  async function generateMetadata({
    searchParams,
  }: {
    searchParams: SearchParams;
  }): Promise<Metadata> {
    const { searchCopy } = inLocale(locale, en, searchTranslations);
    const { metadata } = pageSeo(searchCopy.page, locale);
    const asked = parseQuery((await searchParams).q);
    if (isRefused(asked) || !asked.query) return metadata;
    return { ...metadata, title: searchCopy.resultsTitle.replace('{query}', asked.query) };
  }

  async function SearchRoutePage({ searchParams }: { searchParams: SearchParams }) {
    const asked = parseQuery((await searchParams).q);
    const answer =
      isRefused(asked) || !asked.query
        ? undefined
        : await searchSite(locale, asked.query, { limit: pageLimit });
    return <SearchPage locale={locale} asked={asked} answer={answer} />;
  }

  return { generateMetadata, Page: SearchRoutePage };
}

function SearchPage({
  locale,
  asked,
  answer,
}: {
  locale: Locale;
  asked: Asked;
  answer: SearchAnswer | undefined;
}) {
  const { searchCopy } = inLocale(locale, en, searchTranslations);
  const query = isRefused(asked) ? undefined : asked.query;
  return (
    <section className="bg-neutral-50 pt-header pb-20">
      <Container className="max-w-4xl">
        <h1 className="text-3xl font-bold text-primary sm:text-4xl">{searchCopy.heading}</h1>
        <div className="mt-6">
          <SearchForm locale={locale} variant="page" query={query} />
        </div>
        <div className="mt-10">
          {isRefused(asked) ? (
            <Refused locale={locale} status={asked.status} />
          ) : answer === undefined ? (
            <Popular locale={locale} />
          ) : answer.total === 0 ? (
            <NoResults locale={locale} query={answer.query} />
          ) : (
            <Results locale={locale} answer={answer} />
          )}
        </div>
      </Container>
    </section>
  );
}

function Results({ locale, answer }: { locale: Locale; answer: SearchAnswer }) {
  const { searchCopy } = inLocale(locale, en, searchTranslations);
  const { results, sections } = searchCopy;
  const plural = new Intl.PluralRules(intlLocale[locale]).select(answer.total);
  return (
    <>
      <h2 className="text-xl font-bold text-primary">
        {results.count[plural === 'one' ? 'one' : 'other']
          .replace('{count}', new Intl.NumberFormat(intlLocale[locale]).format(answer.total))
          .replace('{query}', answer.query)}
      </h2>
      {answer.total > answer.hits.length && (
        <p className="mt-2 text-neutral-700">
          {results.shown.replace('{count}', String(answer.hits.length))}
        </p>
      )}
      <ol aria-label={results.listLabel} className="mt-6 space-y-4">
        {answer.hits.map((hit) => (
          <li
            key={hit.path}
            className="rounded-card border border-neutral-200 bg-white p-5 shadow-sm"
          >
            <p className="text-sm font-medium text-neutral-700">
              {sections[hit.section]}
              {hit.date && (
                <>
                  {' · '}
                  <time dateTime={isoDateTime(hit.date)}>{formatLongDate(hit.date, locale)}</time>
                </>
              )}
            </p>
            <h3 className="mt-1 text-lg font-bold text-primary">
              {/* The engine's paths are in the hit's language already: no prefix added. */}
              <NextLink href={hit.path} prefetch={false} className="hover:underline">
                <TextRuns runs={hit.titleRuns} />
              </NextLink>
            </h3>
            <p className="mt-2 text-neutral-700">
              <TextRuns runs={hit.snippet} />
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}

function Popular({ locale }: { locale: Locale }) {
  const { searchCopy } = inLocale(locale, en, searchTranslations);
  return (
    <nav aria-labelledby="popular-heading">
      <h2 id="popular-heading" className="text-xl font-bold text-primary">
        {searchCopy.empty.title}
      </h2>
      <p className="mt-2 text-neutral-700">{searchCopy.empty.text}</p>
      <LinkCards links={searchCopy.popular} />
    </nav>
  );
}

function NoResults({ locale, query }: { locale: Locale; query: string }) {
  const { searchCopy } = inLocale(locale, en, searchTranslations);
  const { services } = inLocale(locale, servicesEn, registryServicesTranslations);
  const { platformModules } = inLocale(locale, modulesEn, registryModulesTranslations);
  const { noResults } = searchCopy;
  return (
    <>
      <h2 className="text-xl font-bold text-primary">
        {noResults.title.replace('{query}', query)}
      </h2>
      <p className="mt-2 text-neutral-700">{noResults.text}</p>
      <nav aria-labelledby="no-results-services" className="mt-8">
        <h3 id="no-results-services" className="text-lg font-bold text-primary">
          {noResults.servicesTitle}
        </h3>
        <LinkCards
          links={services.map((service) => ({
            href: service.path,
            label: service.name,
            description: service.summary,
          }))}
        />
      </nav>
      <nav aria-labelledby="no-results-modules" className="mt-8">
        <h3 id="no-results-modules" className="text-lg font-bold text-primary">
          {noResults.modulesTitle}
        </h3>
        <LinkCards
          links={platformModules.map((module) => ({
            href: module.path,
            label: module.title,
            description: module.tagline,
          }))}
        />
      </nav>
    </>
  );
}

function Refused({ locale, status }: { locale: Locale; status: RefusedQuery['status'] }) {
  const { title, text } = inLocale(locale, en, searchTranslations).searchCopy.refused[status];
  return (
    <div role="alert" className="rounded-card border border-orange-200 bg-white p-5">
      <h2 className="text-xl font-bold text-primary">{title}</h2>
      <p className="mt-2 text-neutral-700">{text.replace('{max}', String(maxQueryLength))}</p>
    </div>
  );
}

function LinkCards({
  links,
}: {
  links: readonly { href: string; label: string; description: string }[];
}) {
  return (
    <ul className="mt-4 grid gap-4 sm:grid-cols-2">
      {links.map(({ href, label, description }) => (
        <li key={href}>
          <Link
            href={href}
            className="group block h-full rounded-card border border-neutral-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md"
          >
            <span className="block font-heading font-bold text-primary group-hover:underline">
              {label}
            </span>
            <span className="mt-1 block text-sm text-neutral-700">{description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
