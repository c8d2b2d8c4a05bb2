import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { control, entryPayload, holdFake, releaseFake, sendWebhook } from '../support/fake-cms';

// A space past the delivery API's 1,000-entry page (project "cms"): the fake grows to the six
// demo posts plus 1,050 generated ones at run time, and the webhook tells the site.
test.describe.configure({ mode: 'serial' });

const generated = 1050;
const total = generated + 6;
const perPage = 12;
const lastPage = Math.ceil(total / perPage);

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const relOf = (html: string, rel: string) =>
  new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];
const articleSlugs = (html: string) =>
  [...html.matchAll(/<a [^>]*href="\/news\/([^"/]+)"/g)].map((match) => match[1] ?? '');

async function refresh(request: APIRequestContext, posts: number) {
  await control('reset', { posts });
  expect((await sendWebhook(entryPayload('genPost00001'))).status).toBe(200);
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000);
  await holdFake('news-cms-volume');
  await refresh(request, generated);
  // The first visit after the webhook may get the six-post list; then the big one.
  await expect
    .poll(async () => (await (await request.get('/news')).text()).includes('Generated post 1<'), {
      timeout: 20_000,
      intervals: [250],
    })
    .toBe(true);
});
test.afterAll(async ({ request }) => {
  await refresh(request, 0);
  await releaseFake('news-cms-volume');
});

test('/news shows the newest page with accessible pagination and rel next', async ({ page }) => {
  expect((await page.goto('/news'))?.status()).toBe(200);
  await expect(page.locator('main article')).toHaveCount(perPage);
  const nav = page.getByRole('navigation', { name: 'News pages' });
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: `Page ${lastPage}` })).toBeVisible();
  const html = await page.content();
  expect(canonicalOf(html)).toBe('https://www.solvik.example/news');
  expect(relOf(html, 'next')).toBe('https://www.solvik.example/news/page/2');
  expect(relOf(html, 'prev')).toBeUndefined();

  await nav.getByRole('link', { name: 'Older →' }).click();
  await expect(page).toHaveURL(/\/news\/page\/2$/);
  await expect(page).toHaveTitle(/ – page 2/);
});

test('every page of the list up to the last one, and 404 past it', async ({ request }) => {
  // Most of these pages render on this first visit.
  test.setTimeout(180_000);
  const listed = new Set<string>();
  const paths = Array.from({ length: lastPage }, (_, index) =>
    index === 0 ? '/news' : `/news/page/${index + 1}`,
  );
  for (let start = 0; start < paths.length; start += 4) {
    await Promise.all(
      paths.slice(start, start + 4).map(async (path) => {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        for (const slug of articleSlugs(await response.text())) listed.add(slug);
      }),
    );
  }
  expect(listed.size).toBe(total);
  expect(listed).toContain(`generated-post-${generated}`);

  const last = await request.get(`/news/page/${lastPage}`);
  const html = await last.text();
  expect(canonicalOf(html)).toBe(`https://www.solvik.example/news/page/${lastPage}`);
  expect(relOf(html, 'prev')).toBe(`https://www.solvik.example/news/page/${lastPage - 1}`);
  expect(relOf(html, 'next')).toBeUndefined();
  expect(html).toContain(`– page ${lastPage}`);

  expect((await request.get(`/news/page/${lastPage + 1}`)).status()).toBe(404);
  // Page 1 is /news, and only there.
  expect((await request.get('/news/page/1')).status()).toBe(404);
});

test('a post beyond the first 1,000 renders on its first visit', async ({ page }) => {
  expect((await page.goto(`/news/generated-post-${generated}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Generated post ${generated}`);
});

test('past the 1,000-entry page the sitemap lists every post and the feed the newest 50', async ({
  request,
}) => {
  // The first visit after the webhook may get the previous sitemap and trigger the refresh.
  let sitemap = '';
  await expect
    .poll(
      async () => {
        sitemap = await (await request.get('/sitemap.xml')).text();
        return sitemap.includes(`generated-post-${generated}<`);
      },
      { timeout: 10_000, intervals: [250] },
    )
    .toBe(true);
  expect(sitemap).toContain('<urlset');
  const posts = new Set(
    [...sitemap.matchAll(/<loc>https:\/\/www\.solvik\.example\/news\/([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    ),
  );
  for (let n = 1; n <= generated; n++) expect(posts.has(`generated-post-${n}`)).toBe(true);
  expect(posts.size).toBeGreaterThan(generated);

  await expect
    .poll(
      async () =>
        [...(await (await request.get('/news/feed.xml')).text()).matchAll(/<item>/g)].length,
      { timeout: 10_000, intervals: [250] },
    )
    .toBe(50);
});
