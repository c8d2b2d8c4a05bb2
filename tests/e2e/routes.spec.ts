import { expect, test } from '../support/test';
import { expectClaimsSourced } from '../support/claims';
import { routeExpectations } from './expectations';

// One row per route of the route table (lib/routes.ts, docs/architecture.md): status, h1, key sections, where buttons go, and a
// source beside every figure an indexable page claims. (At 375 px, a11y.spec.ts checks that no page scrolls
// sideways.)
for (const route of routeExpectations) {
  test(`${route.path} answers ${route.status} with its content`, async ({
    page,
    expectedErrors,
  }) => {
    if (route.status !== 200) expectedErrors.add(route.status, route.path);
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

    // Indexable pages are what we claim things on; the tool pages (/brand) show copy samples.
    if (route.noindex) return;
    const stated = await expectClaimsSourced(page);
    // The services overview states the 70% claim: proof that this check sees claims at all.
    if (route.path === '/services') expect(stated).toContain('manual-work');
  });
}
