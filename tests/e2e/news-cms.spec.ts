import { signRequest } from '@contentful/node-apps-toolkit';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import cmsEnv from '../fake-cda/cms-env.json';
import { FAKE_CDA_URL } from '../../playwright.config';
import { holdFake, releaseFake, settle } from '../support/fake-cms';

// The site built against the fake Content Delivery API (project "cms", .next-cms).
// These tests change the fake's content, so they run one after another.
test.describe.configure({ mode: 'serial' });

const slug = 'nordic-payroll-one-process';
const postId = 'postNordicPayroll';
const title = 'One payroll process for four Nordic countries';

const control = async (request: APIRequestContext, path: string, data: unknown = {}) => {
  const response = await request.post(`${FAKE_CDA_URL}/__control/${path}`, { data });
  expect(response.ok(), `fake CDA ${path}`).toBe(true);
};

/** A webhook call as Contentful makes it, signed with the secret (or another one). */
async function sendWebhook(
  request: APIRequestContext,
  payload: unknown,
  { secret = cmsEnv.CONTENTFUL_WEBHOOK_SECRET, topic = 'ContentManagement.Entry.publish' } = {},
) {
  const body = JSON.stringify(payload);
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': topic,
  };
  const signature = signRequest(secret, { method: 'POST', path: '/api/revalidate', headers, body });
  return request.post('/api/revalidate', { headers: { ...headers, ...signature }, data: body });
}

const postPayload = (type = 'Entry') => ({
  sys: {
    type,
    id: postId,
    contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'pageBlogPost' } },
  },
  fields: { slug: { 'en-US': slug } },
});

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
  await holdFake(request, 'news-cms');
  // The served build keeps its ISR cache on disk between runs: start from the fake's content.
  await control(request, 'reset');
  expect((await sendWebhook(request, postPayload())).status()).toBe(200);
  // Stale-while-revalidate: wait until the site shows the fake's content again.
  const settled = async () => {
    const list = await (await request.get('/news')).text();
    const article = await (await request.get(`/news/${slug}`)).text();
    return (list.match(/<article/g) ?? []).length === 6 && article.includes(`>${title}</h1>`);
  };
  await expect.poll(settled, { timeout: 20_000, intervals: [250] }).toBe(true);
  await settle(request);
});
test.afterAll(async ({ request }) => {
  await control(request, 'reset');
  // Leave the site as built for the next run of this file.
  await sendWebhook(request, postPayload());
  await releaseFake(request, 'news-cms');
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
  expect((await page.goto('/news/no-such-post'))?.status()).toBe(404);
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

test('the webhook refuses bad signatures, malformed bodies and other methods', async ({
  page,
  request,
}) => {
  await control(request, `entries/${postId}`, { fields: { title: 'Changed without a webhook' } });

  const unsigned = await request.post('/api/revalidate', { data: JSON.stringify(postPayload()) });
  expect(unsigned.status()).toBe(401);
  const forged = await sendWebhook(request, postPayload(), { secret: 'f'.repeat(64) });
  expect(forged.status()).toBe(401);
  expect(await forged.json()).toMatchObject({ refreshed: [] });

  await page.goto(`/news/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goto('/news');
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  expect((await sendWebhook(request, 'not a payload')).status()).toBe(400);
  expect((await sendWebhook(request, { sys: { type: 'Entry', id: 'x' } })).status()).toBe(400);
  const get = await request.get('/api/revalidate');
  expect(get.status()).toBe(405);
  expect(get.headers()['allow']).toBe('POST');
});

test('a signed publish webhook shows the new title; an unpublish removes the post', async ({
  page,
  request,
}) => {
  await control(request, `entries/${postId}`, { fields: { title: 'Nordic payroll, one process' } });
  const published = await sendWebhook(request, postPayload());
  expect(published.status()).toBe(200);
  expect(await published.json()).toMatchObject({
    contentType: 'pageBlogPost',
    refreshed: expect.arrayContaining([`news:entry:${postId}`, 'news:index', 'news:list']),
  });

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

  await control(request, `entries/${postId}/unpublish`);
  const unpublished = await sendWebhook(request, postPayload('DeletedEntry'), {
    topic: 'ContentManagement.Entry.unpublish',
  });
  expect(unpublished.status()).toBe(200);
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

test('a failing CMS never turns into a 404 or an empty list', async ({ page, request }) => {
  await control(request, 'reset');
  await sendWebhook(request, postPayload());
  await eventually(page, '/news', () =>
    expect(page.locator('main article')).toHaveCount(6, { timeout: 500 }),
  );
  // The post was unpublished by the test before: let the site see it published again.
  await eventually(page, `/news/${slug}`, () =>
    expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 500 }),
  );
  await settle(request);

  await control(request, 'fail', { status: 500, count: 1000 });
  await sendWebhook(request, postPayload());
  // The refresh fails: the last good list keeps being served.
  for (let visit = 0; visit < 3; visit++) {
    expect((await page.goto('/news'))?.status()).toBe(200);
    await expect(page.locator('main article')).toHaveCount(6);
    expect((await page.goto(`/news/${slug}`))?.status()).toBe(200);
  }
  await control(request, 'fail', { status: 500, count: 0 });
  // The refreshes those visits started are still retrying: let them finish before the next
  // test changes the content.
  await settle(request);
});

test('a change made while a refresh is reading the post still shows', async ({ page, request }) => {
  await control(request, 'reset');
  await sendWebhook(request, postPayload());
  await eventually(page, `/news/${slug}`, () =>
    expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 500 }),
  );
  await settle(request);

  // The next read of the post gets the post as it is when asked, 1.5 s later.
  await control(request, 'slow', { ms: 1_500, count: 1, match: `sys.id=${postId}` });
  expect((await sendWebhook(request, postPayload())).status()).toBe(200);
  // The last page is served, and its refresh starts reading the post: the slow answer.
  expect((await page.goto(`/news/${slug}`))?.status()).toBe(200);
  const slowed = async () =>
    (await (await request.get(`${FAKE_CDA_URL}/__control/stats`)).json()).slowed;
  await expect.poll(slowed, { intervals: [50] }).toBe(1);
  // The editor's change lands while that read is under way.
  await control(request, `entries/${postId}`, { fields: { title: 'Changed mid-refresh' } });
  expect((await sendWebhook(request, postPayload())).status()).toBe(200);

  await eventually(page, `/news/${slug}`, () =>
    expect(page.getByRole('heading', { level: 1 })).toHaveText('Changed mid-refresh', {
      timeout: 500,
    }),
  );
  // Leave the article as built: the served build keeps its cache on disk.
  await control(request, 'reset');
  await sendWebhook(request, postPayload());
  await eventually(page, `/news/${slug}`, () =>
    expect(page.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 500 }),
  );
  await settle(request);
});

test('with every post unpublished the list says so', async ({ page, request }) => {
  const ids = [
    'postMonthEnd',
    'postSwedishPayroll',
    postId,
    'postNetsuite',
    'postEinvoicing',
    'postClientDay',
  ];
  for (const id of ids) await control(request, `entries/${id}/unpublish`);
  expect((await sendWebhook(request, postPayload('DeletedEntry'))).status()).toBe(200);
  await eventually(page, '/news', () =>
    expect(page.getByText('No news posts found.')).toBeVisible({ timeout: 500 }),
  );
  await expect(page.locator('main article')).toHaveCount(0);

  await control(request, 'reset');
  await sendWebhook(request, postPayload());
});

test('draft mode shows an unpublished post and leaves again', async ({ page, request }) => {
  const draft = '/news/year-end-checklist-2026';
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
