import type { Metadata } from 'next';
import NextLink from 'next/link';
import { SearchForm } from '@/components/search/search-form';
import { TextRuns } from '@/components/search/text-runs';
import { Container } from '@/components/ui/container';
import { Link } from '@/components/ui/link';
import * as modulesEn from '@/content/registry/modules';
import * as servicesEn from '@/content/registry/services';
import * as en from '@/content/search';
import { translations } from '@/content/words';
import { inLocale, intlLocale, type Locale } from '@/lib/i18n';
import { pageSeo } from '@/content/page-seo';
import { formatLongDate, isoDateTime } from '@/lib/news/format';
import { isRefused, maxQueryLength, parseQuery, parseResultsPage, searchSite } from '@/lib/search';
import type { RefusedQuery, SearchAnswer } from '@/lib/search/types';
import { siteConfig } from '@/lib/site-config';
import { ResultPages, resultsPageHref } from './result-pages';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The hits a page of results shows; `total` says how many matched in all. */
const pageSize = 20;

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
    const { searchCopy } = inLocale(locale, en, translations.search);
    const { metadata } = pageSeo(searchCopy.page, locale);
    const params = await searchParams;
    const asked = parseQuery(params.q);
    const page = parseResultsPage(params.page);
    const title =
      isRefused(asked) || !asked.query
        ? searchCopy.page.title
        : (page > 1 ? searchCopy.resultsPageTitle : searchCopy.resultsTitle)
            .replace('{query}', asked.query)
            .replace('{page}', String(page));
    // Absolute: the search page is its root layout's own page, which its title template skips.
    return { ...metadata, title: { absolute: `${title} | ${siteConfig.name}` } };
  }

  async function SearchRoutePage({ searchParams }: { searchParams: SearchParams }) {
    const params = await searchParams;
    const asked = parseQuery(params.q);
    const page = parseResultsPage(params.page);
    const answer =
      isRefused(asked) || !asked.query
        ? undefined
        : await searchSite(locale, asked.query, {
            limit: pageSize,
            offset: (page - 1) * pageSize,
          });
    return <SearchPage locale={locale} asked={asked} answer={answer} page={page} />;
  }

  return { generateMetadata, Page: SearchRoutePage };
}

function SearchPage({
  locale,
  asked,
  answer,
  page,
}: {
  locale: Locale;
  asked: Asked;
  answer: SearchAnswer | undefined;
  page: number;
}) {
  const { searchCopy } = inLocale(locale, en, translations.search);
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
            <Results locale={locale} answer={answer} page={page} />
          )}
        </div>
      </Container>
    </section>
  );
}

function Results({ locale, answer, page }: { locale: Locale; answer: SearchAnswer; page: number }) {
  const { results } = inLocale(locale, en, translations.search).searchCopy;
  const plural = new Intl.PluralRules(intlLocale[locale]).select(answer.total);
  const number = new Intl.NumberFormat(intlLocale[locale]);
  const pages = Math.ceil(answer.total / pageSize);
  const first = (page - 1) * pageSize + 1;
  const fill = (text: string) =>
    text
      .replace('{page}', number.format(page))
      .replace('{pages}', number.format(pages))
      .replace('{first}', number.format(first))
      .replace('{last}', number.format(first + answer.hits.length - 1));
  return (
    <>
      <h2 className="text-xl font-bold text-primary">
        {results.count[plural === 'one' ? 'one' : 'other']
          .replace('{count}', number.format(answer.total))
          .replace('{query}', answer.query)}
      </h2>
      {pages > 1 && page <= pages && <p className="mt-2 text-neutral-700">{fill(results.page)}</p>}
      {page > pages ? (
        <p className="mt-2 text-neutral-700">
          {fill(results.beyond)}{' '}
          <NextLink
            href={resultsPageHref(locale, answer.query, 1)}
            prefetch={false}
            className="font-semibold text-primary underline"
          >
            {results.firstPage}
          </NextLink>
        </p>
      ) : (
        <ResultList locale={locale} answer={answer} page={page} pages={pages} first={first} />
      )}
    </>
  );
}

function ResultList({
  locale,
  answer,
  page,
  pages,
  first,
}: {
  locale: Locale;
  answer: SearchAnswer;
  page: number;
  pages: number;
  first: number;
}) {
  const { results, sections } = inLocale(locale, en, translations.search).searchCopy;
  return (
    <>
      <ol aria-label={results.listLabel} start={first} className="mt-6 space-y-4">
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
      {pages > 1 && <ResultPages locale={locale} query={answer.query} page={page} pages={pages} />}
    </>
  );
}

function Popular({ locale }: { locale: Locale }) {
  const { searchCopy } = inLocale(locale, en, translations.search);
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
  const { searchCopy } = inLocale(locale, en, translations.search);
  const { services } = inLocale(locale, servicesEn, translations.registryServices);
  const { platformModules } = inLocale(locale, modulesEn, translations.registryModules);
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
  const { title, text } = inLocale(locale, en, translations.search).searchCopy.refused[status];
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
