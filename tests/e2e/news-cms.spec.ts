import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import cmsEnv from '../fake-cda/cms-env.json';
import {
  control,
  entryPayload,
  fakeStats,
  holdFake,
  releaseFake,
  sendWebhook,
  settle,
} from '../support/fake-cms';

// The site built against the fake Content Delivery API (project "cms", .next-cms).
// These tests change the fake's content, so they run one after another.
test.describe.configure({ mode: 'serial' });

const slug = 'nordic-payroll-one-process';
const postId = 'postNordicPayroll';
const title = 'One payroll process for four Nordic countries';
const published = entryPayload(postId);
const unpublished = entryPayload(postId, { deleted: true });

/**
 * Reloads `path` until `check` passes: after a webhook the first visit gets the previous page
 * (stale-while-revalidate) and triggers the refresh.
 */
async function eventually(page: Page, path: string, check: () => Promise<unknown>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 10_000, intervals: [200] });
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000);
  await holdFake('news-cms');
  // The served build keeps its ISR cache on disk between runs: start from the fake's content.
  await control('reset');
  expect((await sendWebhook(published)).status).toBe(200);
  // Stale-while-revalidate: wait until the site shows the fake's content again.
  const settled = async () => {
    const list = await (await request.get('/news')).text();
    const article = await (await request.get(`/news/${slug}`)).text();
    return (list.match(/<article/g) ?? []).length === 6 && article.includes(`>${title}</h1>`);
  };
  await expect.poll(settled, { timeout: 20_000, intervals: [250] }).toBe(true);
  await settle();
});
test.afterAll(async () => {
  await control('reset');
  // Leave the site as built for the next run of this file.
  await sendWebhook(published);
  await releaseFake('news-cms');
});

test('serves posts from the CMS with Contentful images through the Images API', async ({
  page,
}) => {
  await page.goto('/news');
  await expect(page.locator('main article')).toHaveCount(6);
  const src = await page.locator('main article img').first().getAttribute('src');
  expect(src).toMatch(
    /^https:\/\/images\.ctfassets\.net\/fake-space\/imgMonthEnd\/.+\?w=\d+&q=\d+&fm=webp$/,
  );

  await page.goto(`/news/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(
    page.getByRole('region', { name: 'Related Articles' }).getByRole('link'),
  ).toHaveCount(2);
});

test('sends no Contentful token or secret to the browser', async ({ page, request }) => {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  await page.goto(`/news/${slug}`);
  await page.goto('/news');
  const html = await page.content();
  for (const src of await page
    .locator('script[src]')
    .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).src)))
    scripts.add(src);
  expect(scripts.size).toBeGreaterThan(3);

  const secrets = [
    cmsEnv.CONTENTFUL_ACCESS_TOKEN,
    cmsEnv.CONTENTFUL_PREVIEW_TOKEN,
    cmsEnv.CONTENTFUL_WEBHOOK_SECRET,
    cmsEnv.CONTENTFUL_DRAFT_SECRET,
  ];
  for (const url of scripts) {
    const body = await (await request.get(url)).text();
    for (const secret of secrets) expect(body.includes(secret), `${secret} in ${url}`).toBe(false);
  }
  for (const secret of secrets) expect(html.includes(secret)).toBe(false);
});

test('a signed publish webhook shows the new title; an unpublish removes the post', async ({
  page,
  expectedErrors,
}) => {
  expectedErrors.add(404, `/news/${slug}`);
  await control(`entries/${postId}`, { fields: { title: 'Nordic payroll, one process' } });
  // What the webhook answers and refreshes: tests/unit/news/receive-webhook and revalidate.
  expect((await sendWebhook(published)).status).toBe(200);

  await eventually(page, `/news/${slug}`, () =>
    expect(page.getByRole('heading', { level: 1 })).toHaveText('Nordic payroll, one process', {
      timeout: 500,
    }),
  );
  await eventually(page, '/news', () =>
    expect(page.getByRole('link', { name: 'Nordic payroll, one process' })).toBeVisible({
      timeout: 500,
    }),
  );
  await eventually(page, '/news/swedish-employer-declaration', () =>
    expect(page.getByRole('region', { name: 'Related Articles' })).toContainText(
      'Nordic payroll, one process',
      { timeout: 500 },
    ),
  );

  await control(`entries/${postId}/unpublish`);
  const unpublish = await sendWebhook(unpublished, {
    topic: 'ContentManagement.Entry.unpublish',
  });
  expect(unpublish.status).toBe(200);
  await eventually(page, `/news/${slug}`, () =>
    expect(page.getByText('Error: Blog post not found.')).toBeVisible({ timeout: 500 }),
  );
  expect((await page.goto(`/news/${slug}`))?.status()).toBe(404);
  await eventually(page, '/news', () =>
    expect(page.locator('main article')).toHaveCount(5, { timeout: 500 }),
  );
  await expect(page.getByRole('link', { name: 'Nordic payroll, one process' })).toHaveCount(0);
  await expect
    .poll(async () => (await (await page.request.get('/news/feed.xml')).text()).includes(slug))
    .toBe(false);
});

test('a change made while a refresh is reading the post still shows', async ({
  page,
  expectedErrors,
}) => {
  // Published again after the unpublish above: the first visits may get its last page, a 404.
  expectedErrors.add(404, `/news/${slug}`);
  await control('reset');
  await sendWebhook(published);
  await eventually(page, `/news/${slug}`, () =>
    expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 500 }),
  );
  await settle();

  // The next read of the post gets the post as it is when asked, 1.5 s later.
  await control('slow', { ms: 1_500, count: 1, match: `sys.id=${postId}` });
  expect((await sendWebhook(published)).status).toBe(200);
  // The last page is served, and its refresh starts reading the post: the slow answer.
  expect((await page.goto(`/news/${slug}`))?.status()).toBe(200);
  await expect.poll(async () => (await fakeStats()).slowed, { intervals: [50] }).toBe(1);
  // The editor's change lands while that read is under way.
  await control(`entries/${postId}`, { fields: { title: 'Changed mid-refresh' } });
  expect((await sendWebhook(published)).status).toBe(200);

  await eventually(page, `/news/${slug}`, () =>
    expect(page.getByRole('heading', { level: 1 })).toHaveText('Changed mid-refresh', {
      timeout: 500,
    }),
  );
  // Leave the article as built: the served build keeps its cache on disk.
  await control('reset');
  await sendWebhook(published);
  await eventually(page, `/news/${slug}`, () =>
    expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 500 }),
  );
  await settle();
});

test('with every post unpublished the list says so', async ({ page }) => {
  const ids = [
    'postMonthEnd',
    'postSwedishPayroll',
    postId,
    'postNetsuite',
    'postEinvoicing',
    'postClientDay',
  ];
  for (const id of ids) await control(`entries/${id}/unpublish`);
  expect((await sendWebhook(unpublished)).status).toBe(200);
  await eventually(page, '/news', () =>
    expect(page.getByText('No news posts found.')).toBeVisible({ timeout: 500 }),
  );
  await expect(page.locator('main article')).toHaveCount(0);

  await control('reset');
  await sendWebhook(published);
});

test('draft mode shows an unpublished post and leaves again', async ({
  page,
  request,
  expectedErrors,
}) => {
  const draft = '/news/year-end-checklist-2026';
  expectedErrors.add(404, draft);
  expect((await page.goto(draft))?.status()).toBe(404);

  expect(
    (
      await request.get(`/api/draft?secret=wrong&slug=year-end-checklist-2026`, { maxRedirects: 0 })
    ).status(),
  ).toBe(401);
  const secret = encodeURIComponent(cmsEnv.CONTENTFUL_DRAFT_SECRET);
  expect(
    (
      await request.get(`/api/draft?secret=${secret}&slug=no-such-post`, { maxRedirects: 0 })
    ).status(),
  ).toBe(404);
  const redirect = await request.get(
    `/api/draft?secret=${secret}&slug=year-end-checklist-2026&redirect=https://evil.example`,
    {
      maxRedirects: 0,
    },
  );
  expect(redirect.status()).toBe(307);
  expect(redirect.headers()['location']).toBe(draft);

  await page.goto(`/api/draft?secret=${secret}&slug=year-end-checklist-2026`);
  await expect(page).toHaveURL(new RegExp(`${draft}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'The year-end checklist for Nordic groups',
  );
  await expect(page.getByRole('status')).toContainText('Preview is on');

  await page.getByRole('link', { name: 'Leave preview' }).click();
  await expect(page).toHaveURL(new RegExp(`${draft}$`));
  await expect(page.getByText('Error: Blog post not found.')).toBeVisible();
  await expect(page.getByText('Preview is on')).toHaveCount(0);
});
