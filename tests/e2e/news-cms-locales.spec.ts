import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  control,
  entryPayload,
  holdFake,
  releaseFake,
  sendWebhook,
  settle,
} from '../support/fake-cms';

/**
 * News in both languages from Contentful's locales (en-US, sv-SE), against the fake Content
 * Delivery API: Swedish fields read with `locale=sv-SE` and falling back to English, and a post
 * that is published in English only (locale-based publishing) is neither listed nor served in
 * Swedish, until an editor publishes it there.
 */
test.describe.configure({ mode: 'serial' });

const englishOnly = {
  id: 'postNordicPayroll',
  slug: 'nordic-payroll-one-process',
  title: 'One payroll process for four Nordic countries',
};
const translated = {
  slug: 'month-end-close-in-five-days',
  en: 'Closing the books in five days',
  sv: 'Bokslut på fem dagar',
};
/** A second translated post, which the demo once left in English. */
const netsuite = 'NetSuite OneWorld för nordiska dotterbolag: fem beslut före driftstarten';

async function eventually(page: Page, path: string, check: () => Promise<unknown>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 15_000, intervals: [250] });
}

/** Where the switch of the English post leads: the Swedish list, told which post and why. */
const switchedToList = `/sv/news?only-in=en&post=${englishOnly.slug}`;

const status = async (request: APIRequestContext, path: string) =>
  (await request.get(path, { maxRedirects: 0 })).status();

/**
 * Where the language switch of the English post leads. Like every read of the news, its answer
 * may be the previous one once after a change (stale-while-revalidate), so callers poll it.
 */
const switchTarget = async (request: APIRequestContext) =>
  (
    await request.get(`/language?to=sv&path=/news/${englishOnly.slug}`, { maxRedirects: 0 })
  ).headers()['location'];

/**
 * True once every cached answer this file reads shows the post in English only: each may answer
 * as before once after a change (stale-while-revalidate), so it is polled until all agree.
 */
async function englishOnlyEverywhere(request: APIRequestContext): Promise<boolean> {
  const [list, post, english, target] = await Promise.all([
    request.get('/sv/news').then((response) => response.text()),
    status(request, `/sv/news/${englishOnly.slug}`),
    status(request, `/news/${englishOnly.slug}`),
    switchTarget(request),
  ]);
  return (
    !list.includes(`/sv/news/${englishOnly.slug}"`) &&
    post === 404 &&
    english === 200 &&
    target === switchedToList
  );
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000);
  await holdFake('news-cms-locales');
  await control('reset');
  expect((await sendWebhook(entryPayload(englishOnly.id))).status).toBe(200);
  await expect
    .poll(() => englishOnlyEverywhere(request), { timeout: 30_000, intervals: [250] })
    .toBe(true);
  await settle();
});
test.afterAll(async () => {
  await control('reset');
  await sendWebhook(entryPayload(englishOnly.id));
  await releaseFake('news-cms-locales');
});

test('the Swedish news reads sv-SE and leaves out a post not published in Swedish', async ({
  page,
  request,
}) => {
  await page.goto('/sv/news');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  const list = page.locator('main');
  await expect(list.getByRole('link', { name: translated.sv }).first()).toBeVisible();
  await expect(list.getByRole('link', { name: netsuite }).first()).toBeVisible();
  await expect(list.locator(`a[href="/sv/news/${englishOnly.slug}"]`)).toHaveCount(0);
  await expect(list.locator(`a[href^="/news/"]`)).toHaveCount(0);

  await page.goto(`/sv/news/${translated.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(translated.sv);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    new RegExp(`/news/${translated.slug}$`),
  );

  expect(await status(request, `/sv/news/${englishOnly.slug}`)).toBe(404);
  expect(await status(request, `/news/${englishOnly.slug}`)).toBe(200);
  // The English post names no Swedish twin, and its switch leads to the Swedish news, which says
  // the post is in English only and links back to it.
  await eventually(page, `/news/${englishOnly.slug}`, () =>
    expect(page.locator('link[rel="alternate"][hreflang="sv"]')).toHaveCount(0),
  );
  await page.getByRole('banner').getByRole('link', { name: 'Svenska' }).click();
  await expect(page).toHaveURL(new RegExp(`${switchedToList.replace(/[?]/g, '\\?')}$`));
  const note = page.getByRole('main').getByText('Artikeln du läste finns bara på engelska.');
  await expect(note).toBeVisible();
  const back = page.getByRole('main').getByRole('link', { name: 'Läs den på engelska' });
  await expect(back).toHaveAttribute('href', `/news/${englishOnly.slug}`);
  await expect(back).toHaveAttribute('hreflang', 'en');
  // The list itself is the one static page: a visit without the query has no note.
  await page.goto('/sv/news');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(note).toHaveCount(0);
  // A Swedish feed and sitemap without it (polled: each may answer as before once after a change).
  await expect
    .poll(async () => {
      const feed = await (await request.get('/sv/news/feed.xml')).text();
      return feed.includes('<language>sv</language>') && !feed.includes(englishOnly.slug);
    })
    .toBe(true);
  await expect
    .poll(async () => {
      const sitemap = await (await request.get('/sitemap.xml')).text();
      return (
        sitemap.includes(`/news/${englishOnly.slug}</loc>`) &&
        !sitemap.includes(`/sv/news/${englishOnly.slug}</loc>`)
      );
    })
    .toBe(true);
});

test('publishing a post in Swedish reaches the Swedish pages in English until translated; unpublishing it there leaves the English alone', async ({
  page,
  request,
}) => {
  await control(`entries/${englishOnly.id}/publish`, { locales: ['sv-SE'] });
  expect((await sendWebhook(entryPayload(englishOnly.id))).status).toBe(200);
  await eventually(page, '/sv/news', () =>
    expect(page.locator(`main a[href="/sv/news/${englishOnly.slug}"]`).first()).toBeVisible(),
  );
  // Published in Swedish before it is translated: its fields fall back to English.
  await expect(page.getByRole('main').getByText(englishOnly.title).first()).toBeVisible();
  await expect
    .poll(() => status(request, `/sv/news/${englishOnly.slug}`), { timeout: 15_000 })
    .toBe(200);
  await expect
    .poll(() => switchTarget(request), { timeout: 15_000 })
    .toBe(`/sv/news/${englishOnly.slug}`);
  await page.goto(`/news/${englishOnly.slug}`);
  await page.getByRole('banner').getByRole('link', { name: 'Svenska' }).click();
  await expect(page).toHaveURL(new RegExp(`/sv/news/${englishOnly.slug}$`));

  await control(`entries/${englishOnly.id}/unpublish`, { locales: ['sv-SE'] });
  expect((await sendWebhook(entryPayload(englishOnly.id))).status).toBe(200);
  await expect
    .poll(() => englishOnlyEverywhere(request), { timeout: 30_000, intervals: [250] })
    .toBe(true);
});
