import { expect, test } from '../support/test';
import { waitForHydration } from '../support/hydration';

/** What the document styles itself with: inlined styles, and stylesheet links still in force. */
function stylesheets() {
  const heading = document.querySelector('h1');
  return {
    inlined: document.querySelectorAll('style[data-inlined-from]').length,
    activeLinks: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .filter((link) => !link.disabled)
      .map((link) => link.href),
    headingFont: heading ? getComputedStyle(heading).fontFamily : null,
  };
}

// The first paint waits for nothing but the HTML and our fonts (tests/e2e/fonts.spec.ts): the
// stylesheet comes inlined (lib/next-internals/first-paint/inline-stylesheets.ts), and React must not fetch
// it again after hydration or after a client-side navigation.
test('pages carry their stylesheet, and the browser never fetches it', async ({ page }) => {
  const cssRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') cssRequests.push(request.url());
  });

  await page.goto('/');
  await waitForHydration(page);
  const home = await page.evaluate(stylesheets);
  expect(home).toEqual({
    inlined: expect.any(Number),
    activeLinks: [],
    headingFont: expect.stringMatching(/^"?headingFont/),
  });
  expect(home.inlined).toBeGreaterThan(0);

  await page.locator('footer').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(stylesheets)).toMatchObject({
    inlined: home.inlined,
    activeLinks: [],
  });
  expect(cssRequests).toEqual([]);
});

// Next's scripts are preloaded, and added after the first frame (lib/next-internals/first-paint/scripts-after-paint.ts):
// none runs before the page has painted, and each is fetched and run once.
test("Next's scripts start after the first paint, each once", async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
  expect(html).toMatch(/<link rel="preload" as="script"[^>]+data-after-paint/);

  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_next/static/chunks/')) chunkRequests.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  const scripts = await page
    .locator('script[src*="/_next/static/chunks/"]:not([nomodule])')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('src')));
  expect(scripts.length).toBeGreaterThan(0);
  expect(new Set(scripts).size).toBe(scripts.length);
  expect(new Set(chunkRequests).size).toBe(chunkRequests.length);
});
