import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records every Content-Security-Policy violation in `page` from now on: the
 * `securitypolicyviolation` events of each document it loads, and Chromium's console errors
 * for them. Returns a function that lists what was recorded so far.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      logged.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window.__cspViolations ??= []).push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      );
    });
  });
  return async () => [
    ...logged,
    ...(await page.evaluate(() => window.__cspViolations ?? []).catch(() => [])),
  ];
}
