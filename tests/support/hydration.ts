import type { Page } from '@playwright/test';

/**
 * Resolves once React has hydrated the header, so clicks and keys reach its handlers.
 * React marks every element it owns with a `__reactFiber$…` key.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return !!header && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });
}
