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
// (lib/first-paint/inline-stylesheets.mjs), and React must not fetch it again after hydration or
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
    headingFont: expect.stringMatching(/^"?Heading fallback/),
  });

  await page.locator('footer').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(stylesheets)).toMatchObject({ inlined: 1, activeLinks: [] });
  expect(cssRequests).toEqual([]);
});

// Next's scripts are preloaded, and added after the first frame (lib/first-paint/scripts-after-paint.mjs):
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

// The page a visitor lands on is set in the fallback faces (lib/fonts-first-paint.ts): no font
// is preloaded or waited for, ours are fetched once the page has loaded and move nothing on it,
// and the next page paints in them.
/** Both of our faces, as CSS font shorthands. */
const OUR_FONTS = ['700 16px headingFont', '400 16px bodyFont'];
/** Run in the page with OUR_FONTS: our faces are loaded and the page is set in them. */
const fontsInForce = (fonts: string[]) => {
  const heading = document.querySelector('h1');
  return (
    !document.documentElement.hasAttribute('data-fonts') &&
    !!heading &&
    getComputedStyle(heading).fontFamily.replaceAll('"', '').startsWith('headingFont') &&
    fonts.every((font) => document.fonts.check(font))
  );
};

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1024, height: 768 },
]) {
  test(`at ${viewport.width} px our fonts arrive after the landing page and take over at the next`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    const shifts = await watchLayoutShifts(page);

    // The ERP pages' headings and the home hero at 1024 px broke lines differently in our
    // fonts than in their fallbacks, and moved when the fonts swapped in.
    await page.goto('/tech-solution/global-erp');
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
    await expect(page.locator('html')).toHaveAttribute('data-fonts', 'fallback');
    await expect.poll(() => fontRequests.length).toBe(2);
    // Ours, not just any two faces: the sized fallbacks (local()) count as loaded at once.
    await page.waitForFunction(
      (fonts) => fonts.every((font) => document.fonts.check(font)),
      OUR_FONTS,
    );
    // Requested once the first contentful paint was on screen, not while it was being drawn.
    const fontTimings = () =>
      page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        fontStarts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2'))
          .map((entry) => entry.startTime),
      }));
    await expect.poll(async () => (await fontTimings()).fontStarts).toHaveLength(2);
    const { firstContentfulPaint, fontStarts } = await fontTimings();
    for (const start of fontStarts) expect(start).toBeGreaterThan(firstContentfulPaint ?? Infinity);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(fontsInForce, OUR_FONTS)).toBe(false);
    expect(await shifts.recorded()).toEqual([]);

    await waitForHydration(page);
    await page.locator('footer').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL('/about');
    expect(await page.evaluate(fontsInForce, OUR_FONTS)).toBe(true);
    expect(fontRequests).toHaveLength(2);
    await context.close();
  });
}

test('a reload paints in our fonts from the first frame', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.fonts.check('700 16px headingFont'));
  await page.addInitScript(() => {
    new PerformanceObserver(() => {
      Object.assign(window, { markedAtFirstPaint: document.documentElement.dataset.fonts ?? null });
    }).observe({ type: 'paint', buffered: true });
  });
  const shifts = await watchLayoutShifts(page);
  await page.reload();
  await page.waitForFunction(() => 'markedAtFirstPaint' in window);
  expect(
    await page.evaluate(
      () => (window as unknown as { markedAtFirstPaint: unknown }).markedAtFirstPaint,
    ),
  ).toBeNull();
  expect(await page.evaluate(fontsInForce, OUR_FONTS)).toBe(true);
  expect(await shifts.recorded()).toEqual([]);
});

test('the brand type specimen shows our typefaces on a landing visit', async ({ page }) => {
  await page.goto('/brand');
  await expect(page.locator('html')).toHaveAttribute('data-fonts', 'fallback');
  for (const [name, family] of [
    ['Nunito Sans', 'headingFont'],
    ['Inter', 'bodyFont'],
  ]) {
    const specimen = page.getByRole('heading', { level: 3, name, exact: true });
    expect(
      await specimen.evaluate((element) =>
        getComputedStyle(element).fontFamily.replaceAll('"', ''),
      ),
    ).toMatch(new RegExp(`^${family},`));
  }
  await page.waitForFunction(
    (fonts) => fonts.every((font) => document.fonts.check(font)),
    OUR_FONTS,
  );
});
