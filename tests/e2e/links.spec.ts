import { expect, test } from '@playwright/test';
import { BASE_URL } from '@/playwright.config';
import { brokenLinks, crawl } from '../support/crawl';
import { sitemapUrls, sitePath } from '../support/site';

const MAX_PAGES = 500;

/** A few pages by name, then a count: an external link in the footer is on every page. */
const pageList = (pages: string[]) =>
  pages.length <= 3
    ? pages.join(', ')
    : `${pages.slice(0, 3).join(', ')} and ${pages.length - 3} more`;

test('every internal link and sitemap URL ends in a 200', async ({ request }) => {
  test.setTimeout(120_000);
  const sitemap = (await sitemapUrls(request)).map(sitePath);
  const result = await crawl(request, {
    start: [
      { path: '/', foundOn: '(start)' },
      ...sitemap.map((path) => ({ path, foundOn: 'sitemap.xml' })),
    ],
    servedOrigin: new URL(BASE_URL).origin,
    maxPages: MAX_PAGES,
  });

  const external = [...result.external.keys()].sort();
  console.log(
    `Crawled ${result.pages.size} internal paths; ${external.length} external links (not fetched):\n` +
      external
        .map((url) => `  ${url}  (on ${pageList([...(result.external.get(url) ?? [])])})`)
        .join('\n'),
  );

  const broken = brokenLinks(result);
  const report = broken
    .map((link) => `  ${link.outcome}\n      found on: ${link.foundOn.join(', ')}`)
    .join('\n');
  expect(broken.length, `internal links that do not end in 200:\n${report}`).toBe(0);
  expect(result.truncated, `the crawl stopped at ${MAX_PAGES} pages; raise MAX_PAGES`).toBe(false);
});
