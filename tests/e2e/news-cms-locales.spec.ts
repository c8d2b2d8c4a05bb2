import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
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

const englishOnly = { id: 'postNordicPayroll', slug: 'nordic-payroll-one-process' };
const translated = {
  slug: 'month-end-close-in-five-days',
  en: 'Closing the books in five days',
  sv: 'Bokslut på fem dagar',
};
/** Published in Swedish, its fields not translated yet: they fall back to English. */
const untranslated = {
  slug: 'netsuite-oneworld-nordic-subsidiaries',
  title: 'NetSuite OneWorld for Nordic subsidiaries: five decisions before go-live',
};

async function eventually(page: Page, path: string, check: () => Promise<unknown>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 15_000, intervals: [250] });
}

const status = async (request: APIRequestContext, path: string) =>
  (await request.get(path, { maxRedirects: 0 })).status();

test.beforeAll(async ({ request }) => {
  test.setTimeout(600_000);
  await holdFake('news-cms-locales');
  await control('reset');
  expect((await sendWebhook(entryPayload(englishOnly.id))).status).toBe(200);
  await expect
    .poll(async () => status(request, `/sv/news/${englishOnly.slug}`), { timeout: 20_000 })
    .toBe(404);
  await settle();
});
test.afterAll(async () => {
  await control('reset');
  await sendWebhook(entryPayload(englishOnly.id));
  await releaseFake('news-cms-locales');
});

test('the Swedish news reads sv-SE, falls back to English per field, and leaves out a post not published in Swedish', async ({
  page,
  request,
}) => {
  await page.goto('/sv/news');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  const list = page.locator('main');
  await expect(list.getByRole('link', { name: translated.sv }).first()).toBeVisible();
  await expect(list.getByText(untranslated.title).first()).toBeVisible();
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
  // The English post names no Swedish twin, and its switch leads to the Swedish home.
  await page.goto(`/news/${englishOnly.slug}`);
  await expect(page.locator('link[rel="alternate"][hreflang="sv"]')).toHaveCount(0);
  await page.getByRole('banner').getByRole('link', { name: 'Svenska' }).click();
  await expect(page).toHaveURL(/\/sv$/);
  // A Swedish feed and sitemap without it.
  const feed = await (await request.get('/sv/news/feed.xml')).text();
  expect(feed).toContain('<language>sv</language>');
  expect(feed).not.toContain(englishOnly.slug);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/news/${englishOnly.slug}</loc>`);
  expect(sitemap).not.toContain(`/sv/news/${englishOnly.slug}</loc>`);
});

test('publishing a post in Swedish reaches the Swedish pages; unpublishing it there leaves the English alone', async ({
  page,
  request,
}) => {
  await control(`entries/${englishOnly.id}/publish`, { locales: ['sv-SE'] });
  expect((await sendWebhook(entryPayload(englishOnly.id))).status).toBe(200);
  await eventually(page, '/sv/news', () =>
    expect(page.locator(`main a[href="/sv/news/${englishOnly.slug}"]`).first()).toBeVisible(),
  );
  expect(await status(request, `/sv/news/${englishOnly.slug}`)).toBe(200);
  await page.goto(`/news/${englishOnly.slug}`);
  await page.getByRole('banner').getByRole('link', { name: 'Svenska' }).click();
  await expect(page).toHaveURL(new RegExp(`/sv/news/${englishOnly.slug}$`));

  await control(`entries/${englishOnly.id}/unpublish`, { locales: ['sv-SE'] });
  expect((await sendWebhook(entryPayload(englishOnly.id))).status).toBe(200);
  await expect
    .poll(async () => status(request, `/sv/news/${englishOnly.slug}`), { timeout: 15_000 })
    .toBe(404);
  expect(await status(request, `/news/${englishOnly.slug}`)).toBe(200);
});
