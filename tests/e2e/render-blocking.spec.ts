import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/hydration';
import { watchLayoutShifts } from '../support/layout-shifts';

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

// The first paint waits for nothing but the HTML: the stylesheet comes inlined
// (lib/cache/inline-stylesheets.mjs), and React must not fetch it again after hydration or
// after a client-side navigation.
test('pages carry their stylesheet, and the browser never fetches it', async ({ page }) => {
  const cssRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') cssRequests.push(request.url());
  });

  await page.goto('/');
  await waitForHydration(page);
  expect(await page.evaluate(stylesheets)).toEqual({
    inlined: 1,
    activeLinks: [],
    headingFont: expect.stringContaining('headingFont'),
  });

  await page.locator('footer').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(stylesheets)).toMatchObject({ inlined: 1, activeLinks: [] });
  expect(cssRequests).toEqual([]);
});

// Next's scripts are preloaded, and added after the first frame (lib/cache/scripts-after-paint.mjs):
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

// Our fonts are `font-display: swap` (the body font preloaded): the text paints at once in a
// system font, and the fallback faces (app/_fonts/fallbacks.css) are sized so that the swap
// moves nothing. Held back until after the first paint here, the fonts then arrive while we
// watch for shifts.
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px the text paints before the fonts arrive, which then move nothing`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const held: Array<() => Promise<void>> = [];
    await page.route('**/*.woff2', (route) => {
      held.push(() => route.continue());
    });
    const shifts = await watchLayoutShifts(page);

    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.fonts.check('700 16px headingFont'))).toBe(false);
    await expect.poll(() => held.length).toBe(2);
    const preloads = page.locator('link[rel="preload"][as="font"]');
    await expect(preloads).toHaveCount(1);
    await expect(preloads).toHaveAttribute('href', /inter/);

    await Promise.all(held.map((release) => release()));
    await page.waitForFunction(() =>
      ['700 16px headingFont', '400 16px bodyFont'].every((font) => document.fonts.check(font)),
    );
    // Two frames for the re-layout in the new fonts to be painted and reported.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const shift = (await shifts.recorded()).reduce((sum, { value }) => sum + value, 0);
    // Glyph widths differ a little from font to font, so a button can narrow by a few pixels;
    // Lighthouse reports anything under 0.0005 as 0.
    expect(shift).toBeLessThan(0.001);
    await context.close();
  });
}
