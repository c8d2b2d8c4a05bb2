/**
 * The route table as data, and the one source of the site's internal paths: the
 * sitemap, the redirects in next.config.ts, the registries (content/registry), the navigation
 * and the browser tests all derive from here, so a new page is added in one place. A link's
 * `href` is an `Href`, so a path that is not in this table does not compile.
 */
import {
  defaultLocale,
  localeOfPath,
  localePrefix,
  locales,
  localizedPath,
  pathWithoutLocale,
  prefixedLocales,
  routedPath,
  type Locale,
} from './i18n.ts';

type ChangeFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

export type StaticRoute<Path extends string = string> = {
  path: Path;
  /** Indexable routes are listed in the sitemap; the others answer with `noindex`. */
  indexable: boolean;
  changeFrequency: ChangeFrequency;
  priority: number;
};

const route = <Path extends string>(
  path: Path,
  changeFrequency: ChangeFrequency = 'monthly',
  priority = 0.7,
): StaticRoute<Path> => ({ path, indexable: true, changeFrequency, priority });

const hidden = <Path extends string>(path: Path): StaticRoute<Path> => ({
  path,
  indexable: false,
  changeFrequency: 'yearly',
  priority: 0,
});

/** The four services under /services; the fifth, ERP financial management, lives at `erpServicePath`. */
export const serviceSlugs = [
  'global-accounting',
  'global-payroll',
  'local-accounting',
  'local-payroll',
] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

/** Where a service under /services lives. */
export function servicePath<Slug extends ServiceSlug>(slug: Slug): `/services/${Slug}` {
  return `/services/${slug}`;
}

/** The ERP financial-management service: an explicit route beside the sub-page wildcard. */
export const erpServicePath = '/tech-solution/netsuite';

/** The platform modules, each with its own page under /tech-solution (content/registry/modules.ts). */
export const techSolutionSubPages = [
  'expense',
  'supplier-invoice',
  'time-reporting',
  'payroll-approval',
  'project-reporting',
  'reporting',
] as const;
export type TechSolutionSubPage = (typeof techSolutionSubPages)[number];

export function isTechSolutionSubPage(value: string): value is TechSolutionSubPage {
  return (techSolutionSubPages as readonly string[]).includes(value);
}

/** Where a platform module's own page lives. */
export function techSolutionSubPagePath<Slug extends TechSolutionSubPage>(
  subPage: Slug,
): `/tech-solution/${Slug}` {
  return `/tech-solution/${subPage}`;
}

/** The client cases under /customers (content/cases.ts), one page each. */
export const caseSlugs = ['nordvik-logistics', 'kvarnby-software', 'ekholm-arkitekter'] as const;
export type CaseSlug = (typeof caseSlugs)[number];

/** Where a client case lives. */
export function casePath<Slug extends CaseSlug>(slug: Slug): `/customers/${Slug}` {
  return `/customers/${slug}`;
}

/** The page on where data lives, GDPR, sub-processors and security practice. */
export const trustPath = '/trust';

/** Where a news post lives. Slugs come from editors, so they are encoded. */
export function newsPostPath(slug: string): `/news/${string}` {
  return `/news/${encodeURIComponent(slug)}`;
}

/** Page 1 of the news list is /news; pages 2… are /news/page/{n}. */
export function newsListPath(page: number): '/news' | `/news/page/${number}` {
  return page <= 1 ? '/news' : `/news/page/${page}`;
}

/** The search page; its query is `?q=`. */
export const searchPath = '/search';

/** The search page in each language, English first: rendered for each request. */
export const searchPaths: readonly string[] = [
  searchPath,
  ...prefixedLocales.map((locale) => `${localePrefix(locale)}${searchPath}`),
];

/** The news feed (app/(site)/[locale]/news/feed.xml: one per language, English at the root). */
export const newsFeedPath = '/news/feed.xml';

export const staticRoutes = [
  route('/', 'weekly', 1),
  route('/about', 'monthly', 0.8),
  route('/services', 'monthly', 0.9),
  ...serviceSlugs.map((slug) => route(servicePath(slug), 'monthly', 0.8)),
  route('/tech-solution', 'monthly', 0.9),
  route(erpServicePath, 'monthly', 0.8),
  route('/tech-solution/global-erp', 'monthly', 0.8),
  route('/tech-solution/local-erps', 'monthly', 0.8),
  ...techSolutionSubPages.map((slug) => route(techSolutionSubPagePath(slug), 'monthly', 0.8)),
  route('/customers', 'monthly', 0.7),
  ...caseSlugs.map((slug) => route(casePath(slug), 'yearly', 0.6)),
  route(trustPath, 'monthly', 0.6),
  route('/career', 'monthly', 0.7),
  route('/contact', 'yearly', 0.8),
  route('/news', 'daily', 0.8),
  route('/privacy', 'yearly', 0.3),
  route('/terms', 'yearly', 0.3),
  route('/cookies', 'yearly', 0.3),
  hidden('/login'),
  hidden('/design/buttons'),
  hidden('/brand'),
  // Rendered for each request from its query (`?q=`): no page to list, whatever was searched.
  hidden(searchPath),
] as const;

/** A page of the route table. */
type RoutePath = (typeof staticRoutes)[number]['path'];

export type RedirectRule = {
  source: string;
  destination: string;
  permanent: boolean;
};

export const redirectRules = [
  { source: '/services/netsuite', destination: erpServicePath, permanent: true },
  { source: '/careers', destination: '/career', permanent: true },
  { source: '/blog', destination: '/news', permanent: true },
  { source: '/blog/:slug', destination: '/news/:slug', permanent: true },
  // The old features page, merged into the module pages and the tech-solution overview.
  { source: '/features', destination: '/tech-solution', permanent: true },
  // No events page yet: a temporary redirect keeps the URL free for one.
  { source: '/events', destination: '/news', permanent: false },
] as const satisfies readonly RedirectRule[];

/**
 * Where a link may point: a page of the route table (with a query or a fragment), a news
 * post or list page, a redirect we keep, a place on the same page, or another site, an email
 * address or a phone number.
 */
export type Href =
  | RoutePath
  | `${RoutePath}${'?' | '#'}${string}`
  | ReturnType<typeof newsPostPath>
  | ReturnType<typeof newsListPath>
  | Exclude<(typeof redirectRules)[number]['source'], `${string}:${string}`>
  | `#${string}`
  | `https://${string}`
  | `mailto:${string}`
  | `tel:${string}`;

/** Each redirect's source as a pattern, compiled once: the proxy asks per request. */
const redirectPatterns = redirectRules.map((rule) => ({
  rule,
  pattern: new RegExp(`^${rule.source.replace(':slug', '([^/]+)')}$`),
}));

/**
 * The redirect for a path, with `:slug` filled in, or undefined. The rules hold in every
 * language: `/sv/careers` goes to `/sv/career`.
 */
export function findRedirect(pathname: string): RedirectRule | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const locale = localeOfPath(trimmed);
  const path = pathWithoutLocale(trimmed);
  for (const { rule, pattern } of redirectPatterns) {
    const match = pattern.exec(path);
    if (!match) continue;
    const destination = rule.destination.replace(':slug', match[1] ?? '');
    return { ...rule, destination: localizedPath(destination, locale) };
  }
  return undefined;
}

/** The /tech-solution/{value}s the route table has a page for. */
const knownTechSolutionValues = staticRoutes
  .map((r) => /^\/tech-solution\/([^/]+)$/.exec(r.path)?.[1])
  .filter((value): value is string => value !== undefined);

/**
 * The value whose page every unknown /tech-solution/{value} is served (next.config.ts rewrites
 * them to it; the proxy sets their 404): one page, built ahead and cached once, however many
 * values are made up. Rendered per value, each would add a page to the cache, without bound.
 * Not in the route table, so a visit to it answers 404 like any other unknown value.
 */
export const unknownTechSolutionValue = 'coming-soon';
export const unknownTechSolutionPage = `/tech-solution/${unknownTechSolutionValue}`;

/**
 * next.config.ts's rewrite of every /tech-solution/{value} the route table does not have, in
 * `locale` (under its prefix). Next matches a rewrite's source without regard to case and serves
 * a page at its own spelling only: `(?-i:…)` keeps the known values to their exact case, so
 * `/tech-solution/Expense` is rewritten too (the Coming Soon page, which links every module),
 * instead of reaching the route with a value it has no page for (Next's bare 404, uncached).
 */
export function unknownTechSolutionRewrite(locale: Locale = defaultLocale): {
  source: string;
  destination: string;
} {
  const known = knownTechSolutionValues.map(escapeRegExp);
  const prefix = localePrefix(locale);
  return {
    source: `${prefix}/tech-solution/:value((?!(?-i:${known.join('|')})$)[^/]+)`,
    destination: routedPath(unknownTechSolutionPage, locale),
  };
}

/** True for /tech-solution/{value}, in any language, when the table has no such page. */
export function isUnknownTechSolutionPage(pathname: string): boolean {
  const match = /^\/tech-solution\/([^/]+)\/?$/.exec(pathWithoutLocale(pathname));
  return !!match && !knownTechSolutionValues.includes(match[1] ?? '');
}

export const indexableRoutes = staticRoutes.filter((r) => r.indexable);

export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The answers of route handlers (every `route.ts` under app/, and robots.txt): not pages, so
 * their policy lets nothing run. tests/unit/routes.test.ts keeps the list whole.
 */
export const routeHandlerPaths = [
  '/.well-known/security.txt',
  '/api/draft',
  '/api/draft/disable',
  '/api/revalidate',
  '/api/csp-report',
  '/api/search',
  '/brand/solvik-palette.json',
  '/language',
  // Each language's own feed, from the same route file in its tree.
  ...locales.map((locale) => localizedPath('/news/feed.xml', locale)),
  '/robots.txt',
  '/sitemap.xml',
  '/sitemap/:file',
];
