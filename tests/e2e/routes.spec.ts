import { expect, test } from '@playwright/test';
import { routeExpectations } from './expectations';

// One row per route of DESIGN.md's table: status, h1, key sections, and where buttons go.
for (const route of routeExpectations) {
  test(`${route.path} answers ${route.status} with its content`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(route.status);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    for (const text of route.texts ?? []) {
      await expect(main.getByText(text).first(), `text ${String(text)}`).toBeVisible();
    }
    for (const link of route.links ?? []) {
      const candidates = main.getByRole('link', { name: link.name });
      await expect(candidates.first(), `link ${String(link.name)}`).toBeVisible();
      const hrefs = await candidates.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
      expect(hrefs, `link ${String(link.name)} goes to ${link.href}`).toContain(link.href);
    }

    for (const alt of route.images ?? []) {
      const image = main.getByRole('img', { name: alt, exact: true });
      await image.scrollIntoViewIfNeeded();
      await expect(image, `image ${alt}`).toBeVisible();
      // Drawn, not just present: lazy files load once scrolled to; an inline hero is drawn
      // with the page.
      await expect
        .poll(() =>
          image.evaluate((el) =>
            el instanceof HTMLImageElement
              ? el.complete && el.naturalWidth
              : (el as SVGSVGElement).getBBox().width,
          ),
        )
        .toBeGreaterThan(0);
    }

    const robots = await page.locator('meta[name="robots"]').getAttribute('content');
    if (route.noindex) expect(robots).toContain('noindex');
    else expect(robots ?? 'index').not.toContain('noindex');
  });
}

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  for (const route of routeExpectations) {
    test(`${route.path} does not scroll sideways`, async ({ page }) => {
      await page.goto(route.path);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth, 'page width at a 375px viewport').toBeLessThanOrEqual(clientWidth);
    });
  }
});
