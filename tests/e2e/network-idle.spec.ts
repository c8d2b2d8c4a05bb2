import { type Page, type Request } from '@playwright/test';
import { expect, test } from '../support/test';
import { waitForHydration } from '../support/hydration';

/** Requests the page has sent and not yet finished or failed. */
function trackPending(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return pending;
}

test.describe('network idle', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // The footer is in view on /login at 1280 px, so every footer link is prefetched, including
  // /events, a redirect to /news: that prefetch used to leave a request open forever.
  test('/login at 1280 px finishes every request it starts', async ({ page }) => {
    const pending = trackPending(page);
    await page.goto('/login');
    await waitForHydration(page);
    // Prefetches start once the links are in view after hydration: let them start.
    await page.waitForTimeout(2_000);
    await expect
      .poll(() => [...pending].map((request) => request.url()), { timeout: 10_000 })
      .toEqual([]);
    await page.waitForLoadState('networkidle', { timeout: 5_000 });
  });

  // Prefetching a page used to download its opening image: NewsImage sent a preload hint for
  // it, and hints travel in the RSC payload. /news's first card was fetched on every page
  // with a News link in view, and each article's hero on /news.
  for (const path of ['/about', '/news']) {
    test(`${path} downloads only the images it shows, once its links are prefetched`, async ({
      page,
    }) => {
      const images: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') images.push(request.url());
      });
      const prefetches: string[] = [];
      page.on('request', (request) => {
        if (request.headers()['next-router-prefetch']) prefetches.push(request.url());
      });
      await page.goto(path);
      await waitForHydration(page);
      await expect
        .poll(() => prefetches.some((url) => new URL(url).pathname.startsWith('/news')))
        .toBe(true);
      await page.waitForLoadState('networkidle');
      const shown = await page.$$eval('img', (imgs) => imgs.map((img) => img.currentSrc));
      expect(images.length).toBeGreaterThan(0);
      expect(images.filter((url) => !shown.includes(url))).toEqual([]);
    });
  }
});
