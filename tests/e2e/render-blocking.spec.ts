import { expect, test } from '@playwright/test';
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
