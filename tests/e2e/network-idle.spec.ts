import { expect, test, type Page, type Request } from '@playwright/test';
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
});
