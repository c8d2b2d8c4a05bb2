import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  cmsRequests,
  control,
  entryPayload,
  holdFake,
  releaseFake,
  sendWebhook,
  settle,
  startFreshServer,
} from '../support/fake-cms';

// Stale-while-revalidate against the fake CDA (project "cms"): a webhook marks data stale, the
// next visit gets the previous page at once, and a CMS outage never costs a visitor a page.
// These tests change the fake's content, so they run one after another (and after news-cms).
test.describe.configure({ mode: 'serial' });

const FRESH_PORT = Number(process.env.E2E_FRESH_PORT ?? 3202);
const postId = 'postNordicPayroll';
const slug = 'nordic-payroll-one-process';
const title = 'One payroll process for four Nordic countries';
const pages = [
  '/news',
  `/news/${slug}`,
  '/news/swedish-employer-declaration',
  '/news/feed.xml',
  '/sitemap.xml',
];

/** Visits until `path` shows `text` (each visit may trigger the background refresh). */
async function until(request: APIRequestContext, path: string, text: string, withinMs: number) {
  const started = Date.now();
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes(text), {
      timeout: withinMs,
      intervals: [100],
    })
    .toBe(true);
  return Date.now() - started;
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000);
  await holdFake('news-cms-outage');
  await control('reset');
  await sendWebhook(entryPayload(postId));
  for (const path of pages) await until(request, path, slug, 10_000);
  await settle();
});
test.afterAll(async () => {
  await control('reset');
  await sendWebhook(entryPayload(postId));
  await releaseFake('news-cms-outage');
});

test('after a publish webhook the first visit gets the previous page at once, then the change shows within 2 s', async ({
  request,
}) => {
  await control(`entries/${postId}`, { fields: { title: 'Payroll in four countries' } });
  expect((await sendWebhook(entryPayload(postId))).status).toBe(200);

  const first = await request.get(`/news/${slug}`);
  expect(first.status()).toBe(200);
  expect(await first.text()).toContain(title);
  expect(await until(request, `/news/${slug}`, 'Payroll in four countries', 2_000)).toBeLessThan(
    2_000,
  );
  await until(request, '/news', 'Payroll in four countries', 2_000);
  // The posts that show it as related are refreshed by the same webhook.
  await until(request, '/news/swedish-employer-declaration', 'Payroll in four countries', 2_000);
});

test('a CMS outage right after a webhook keeps every page answering 200 with the last good content, in a fresh server too', async ({
  request,
}) => {
  await control('reset');
  await sendWebhook(entryPayload(postId));
  for (const path of [
    '/news',
    `/news/${slug}`,
    '/news/swedish-employer-declaration',
    '/news/feed.xml',
  ])
    await until(request, path, title, 5_000);
  // Refreshes those visits started must not read the edit below before the CMS goes down.
  await settle();

  await control(`entries/${postId}`, { fields: { title: 'Changed while down' } });
  await control('fail', { status: 500, count: 1_000_000 });
  expect((await sendWebhook(entryPayload(postId))).status).toBe(200);

  const check = async (base: string) => {
    // The first visit triggers the refresh, which fails; later visits must still be good.
    for (let visit = 0; visit < 3; visit++) {
      for (const path of pages) {
        const response = await request.get(`${base}${path}`);
        expect(response.status(), `${base}${path}`).toBe(200);
        const body = await response.text();
        expect(body, `${base}${path}`).toContain(path.includes('swedish') ? 'Related' : slug);
        expect(body).not.toContain('Changed while down');
        // Never an empty list: the last good one, all six posts.
        if (path === '/news') expect(body.match(/<article/g), base).toHaveLength(6);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect((await request.get(`${base}/news/${slug}`)).status()).toBe(200);
  };
  await check('');

  const fresh = await startFreshServer(FRESH_PORT);
  try {
    await check(fresh.url);
  } finally {
    fresh.stop();
  }

  // Back up: the change arrives without another webhook, soon (not after the hour).
  await control('fail', { status: 500, count: 0 });
  await until(request, `/news/${slug}`, 'Changed while down', 20_000);
});

test('a slug that cannot exist or is not published costs no CMS request and answers 404', async ({
  request,
}) => {
  await control('reset');
  await sendWebhook(entryPayload(postId));
  await until(request, `/news/${slug}`, title, 5_000);
  await until(request, '/news', title, 5_000);
  // Let the background refreshes those visits started finish before counting.
  await settle();
  await control('stats/reset');

  for (const path of [
    '/news/no-such-post',
    '/news/another-made-up-slug',
    '/news/..%2F..%2Fetc',
    `/news/${'x'.repeat(300)}`,
    '/news/%20space',
    '/news/page/99',
    '/news/page/0',
    '/news/page/two',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  expect(await cmsRequests()).toBe(0);
});
