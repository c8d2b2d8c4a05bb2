import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { BASE_URL } from '@/playwright.config';
import { localizedPath, locales } from '@/lib/i18n';
import { indexableRoutes, serviceSlugs, staticRoutes } from '@/lib/routes';
import { brokenLinks, crawl, outcome } from '../support/crawl';
import { readPage, type PageHead } from '../support/html';
import {
  NEWS_ARTICLE_PATH,
  NOT_FOUND_PATH,
  SITE_ORIGIN,
  UNKNOWN_TECH_SOLUTION_PATH,
  sitemapEntries,
  sitemapUrls,
  sitePath,
} from '../support/site';
import { parseJsonLd, structuredDataProblems, typesOf } from '../support/structured-data';

// Crawlers are served blocking metadata (Next streams it for browsers on dynamic pages).
const CRAWLER = {
  'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
};
const servicePaths = new Set(serviceSlugs.map((slug) => `/services/${slug}`));

const normalise = (url: string) => new URL(url, SITE_ORIGIN).href;
const absolute = (path: string) => new URL(path, SITE_ORIGIN).href;
const isNoindex = (head: PageHead, headers: Record<string, string>) =>
  [...(head.meta.get('robots') ?? []), headers['x-robots-tag'] ?? ''].some((v) =>
    /noindex/i.test(v),
  );

async function fetchPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0, headers: CRAWLER });
  const html = await response.text();
  return { status: response.status(), headers: response.headers(), head: readPage(html) };
}

/** The problems as an indented list, and how many there are. */
function report(problems: Map<string, string[]>): { text: string; count: number } {
  const text = [...problems]
    .filter(([, list]) => list.length > 0)
    .map(([path, list]) => `  ${path}\n${list.map((p) => `    - ${p}`).join('\n')}`)
    .join('\n');
  return { text, count: [...problems.values()].flat().length };
}

/** A few pages by name, then a count: an external link in the footer is on every page. */
const pageList = (pages: string[]) =>
  pages.length <= 3
    ? pages.join(', ')
    : `${pages.slice(0, 3).join(', ')} and ${pages.length - 3} more`;

const MAX_PAGES = 500;

// One crawl of the site as a search engine meets it, from both homes and every sitemap URL,
// serves the three checks below.
test('the crawl: every link ends in a 200, the sitemap lists exactly the indexable pages, each with its own title, canonical, social tags and JSON-LD', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const entries = await sitemapEntries(request);
  const listed = entries.map((entry) => normalise(entry.url));
  const site = await crawl(request, {
    start: [
      { path: '/', foundOn: '(start)' },
      { path: '/sv', foundOn: '(start)' },
      ...listed.map((url) => ({ path: sitePath(url), foundOn: 'sitemap.xml' })),
    ],
    servedOrigin: new URL(BASE_URL).origin,
    maxPages: MAX_PAGES,
    headers: CRAWLER,
  });

  await test.step('every internal link and sitemap URL ends in a 200', () => {
    const external = [...site.external.keys()].sort();
    console.log(
      `Crawled ${site.pages.size} internal paths; ${external.length} external links (not fetched):\n` +
        external
          .map((url) => `  ${url}  (on ${pageList([...(site.external.get(url) ?? [])])})`)
          .join('\n'),
    );
    const broken = brokenLinks(site);
    const report = broken
      .map((link) => `  ${link.outcome}\n      found on: ${link.foundOn.join(', ')}`)
      .join('\n');
    expect.soft(broken.length, `internal links that do not end in 200:\n${report}`).toBe(0);
    expect
      .soft(site.truncated, `the crawl stopped at ${MAX_PAGES} pages; raise MAX_PAGES`)
      .toBe(false);
  });

  await test.step('the sitemap lists exactly the indexable routes and the published indexable posts, each post with its lastmod', () => {
    expect.soft(listed.length, 'the sitemap repeats a URL').toBe(new Set(listed).size);
    // Published posts are the /news/<slug> pages the site links to or lists that answer 200.
    const indexablePosts = [...site.pages.values()]
      .filter(
        (page) =>
          NEWS_ARTICLE_PATH.test(page.path) &&
          page.hops.length === 1 &&
          page.hops[0]?.status === 200,
      )
      .filter((page) => {
        const head = readPage(page.html ?? '');
        // A sitemap lists canonical URLs: a post that names another URL canonical is left out.
        const canonical = head.canonicals[0];
        const ownCanonical = !canonical || normalise(canonical) === absolute(page.path);
        return !isNoindex(head, {}) && ownCanonical;
      })
      .map((page) => absolute(page.path));
    const expected = [
      ...indexableRoutes.flatMap((route) =>
        locales.map((locale) => absolute(localizedPath(route.path, locale))),
      ),
      ...indexablePosts,
    ];
    expect.soft([...listed].sort()).toEqual([...new Set(expected)].sort());
    const undated = entries
      .filter((entry) => NEWS_ARTICLE_PATH.test(sitePath(entry.url)))
      .filter((entry) => Number.isNaN(Date.parse(entry.lastmod ?? '')));
    expect.soft(indexablePosts.length).toBeGreaterThan(0);
    expect.soft(undated, 'posts without a valid <lastmod>').toEqual([]);
  });

  await test.step('every sitemap URL is a crawlable page with its own title, canonical, social tags and JSON-LD', () => {
    const problems = new Map<string, string[]>();
    const seenTitles = new Map<string, string>();
    const seenDescriptions = new Map<string, string>();

    for (const url of listed) {
      const path = sitePath(url);
      const list: string[] = [];
      problems.set(path, list);
      const fetched = site.pages.get(path);
      const status = fetched?.hops.length === 1 ? fetched.hops[0]?.status : undefined;
      if (status !== 200 || fetched?.html === undefined) {
        list.push(`answers ${fetched ? outcome(fetched) : 'nothing'}, not 200`);
        continue;
      }
      const head = readPage(fetched.html);
      if (isNoindex(head, fetched.headers ?? {})) list.push('says noindex but is in the sitemap');
      if (head.h1Count !== 1) list.push(`has ${head.h1Count} <h1> elements, not exactly one`);

      const description = head.meta.get('description')?.[0]?.trim();
      if (!head.title) list.push('has no <title>');
      else if (seenTitles.has(head.title))
        list.push(`shares its title with ${seenTitles.get(head.title)}`);
      else seenTitles.set(head.title, path);
      if (!description) list.push('has no meta description');
      else if (seenDescriptions.has(description))
        list.push(`shares its description with ${seenDescriptions.get(description)}`);
      else seenDescriptions.set(description, path);

      if (head.canonicals.length !== 1)
        list.push(`has ${head.canonicals.length} canonical links, not one`);
      else if (normalise(head.canonicals[0] ?? '') !== url)
        list.push(`canonical is ${head.canonicals[0]}, not ${url}`);

      for (const key of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card']) {
        if (!head.meta.get(key)?.[0]?.trim()) list.push(`has no ${key}`);
      }
      const ogUrl = head.meta.get('og:url')?.[0];
      if (ogUrl && normalise(ogUrl) !== url) list.push(`og:url is ${ogUrl}, not ${url}`);
      const ogImage = head.meta.get('og:image')?.[0];
      if (ogImage && !/^https?:\/\//.test(ogImage))
        list.push(`og:image ${ogImage} is not absolute`);

      const { nodes, problems: parseProblems } = parseJsonLd(head.jsonLd);
      list.push(...parseProblems, ...structuredDataProblems(nodes));
      const types = new Set(nodes.flatMap(typesOf));
      const required = ['Organization', NEWS_ARTICLE_PATH.test(path) ? 'NewsArticle' : 'WebPage'];
      if (servicePaths.has(path)) required.push('Service');
      for (const type of required) if (!types.has(type)) list.push(`has no ${type} JSON-LD`);
      for (const node of nodes.filter((n) => typesOf(n).includes('WebPage'))) {
        if (typeof node.url === 'string' && normalise(node.url) !== url)
          list.push(`WebPage url is ${node.url}, not ${url}`);
      }
    }

    const { text, count } = report(problems);
    expect.soft(count, `crawlability problems:\n${text}`).toBe(0);
  });
});

test('robots.txt allows crawling but not the API, and points at the sitemap', async ({
  request,
}) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain('Allow: /');
  expect(text).toContain('Disallow: /api/');
  expect(text).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
});

test('noindex routes say noindex and stay out of the sitemap', async ({ request }) => {
  const listed = new Set((await sitemapUrls(request)).map(normalise));
  const rows = [
    ...staticRoutes
      .filter((route) => !route.indexable)
      .map((route) => ({ path: route.path, status: 200 })),
    { path: UNKNOWN_TECH_SOLUTION_PATH, status: 404 },
    { path: NOT_FOUND_PATH, status: 404 },
    { path: `/sv${NOT_FOUND_PATH}`, status: 404 },
    { path: `/sv${UNKNOWN_TECH_SOLUTION_PATH}`, status: 404 },
    { path: '/sv/news/no-such-post', status: 404 },
    // A known value in other letters: the Coming Soon page, like any value without a page.
    { path: '/tech-solution/EXPENSE', status: 404 },
    { path: '/news/no-such-post', status: 404 },
  ];
  const problems = new Map<string, string[]>();
  for (const row of rows) {
    const list: string[] = [];
    problems.set(row.path, list);
    const { status, headers, head } = await fetchPage(request, row.path);
    if (status !== row.status) list.push(`answers ${status}, not ${row.status}`);
    if (!isNoindex(head, headers)) list.push('does not say noindex');
    const robots = head.meta.get('robots') ?? [];
    if (robots.length > 1) list.push(`has ${robots.length} robots tags: ${robots.join(' | ')}`);
    if (!head.title) list.push('has no <title>');
    if (listed.has(absolute(row.path))) list.push('is in the sitemap');
  }
  const { text, count } = report(problems);
  expect(count, `noindex problems:\n${text}`).toBe(0);
});

test('the cookie policy is in both languages, each marked as such', async ({ page }) => {
  await page.goto('/sv/cookies');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.locator('main article')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookiepolicy');
  await page.goto('/cookies');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('main article')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Cookie Policy/i);
});
