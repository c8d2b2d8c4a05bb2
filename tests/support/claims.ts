import type { Page } from '@playwright/test';
import { claims } from '@/content/claims';
import { expect } from './test';

/**
 * Every figure we claim on the page stands beside its source, and a percentage never stands
 * alone. Returns the ids of the claims the page states.
 */
export async function expectClaimsSourced(page: Page): Promise<string[]> {
  // What a reader takes as a claim: the text of <main>, less pictures (a product screen's
  // example data), source lines and case figures, which carry their sources.
  const text = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy
      .querySelectorAll('svg, [role="img"], [data-claim-source], [data-case-figure]')
      .forEach((el) => el.remove());
    return copy.textContent ?? '';
  });
  const stated = claims.filter((claim) => claim.pattern.test(text));
  for (const claim of stated) {
    const source = page.locator(`[data-claim-source="${claim.id}"]`);
    await expect(source, `source of ${claim.id}`).toBeVisible();
    await expect(source).toContainText(claim.source);
  }
  if (/\d\s?%/.test(text)) {
    await expect(page.locator('[data-claim-source]').first()).toBeVisible();
  }
  return stated.map((claim) => claim.id);
}
