import { test as base, expect, type Response } from '@playwright/test';

/** An error answer a test means to get: its status, and the path (with query) or a pattern. */
type ExpectedError = { status: number; path: string | RegExp };

export type ExpectedErrors = {
  /** Declares that a page of this test may get `status` for `path` (e.g. the 404 it opens). */
  add(status: number, path: string | RegExp): void;
};

/**
 * Every browser test, with one check added: a page's own same-origin requests (documents,
 * scripts, images, prefetches, server actions) must not answer 400 or above unless the test
 * declared that answer with `expectedErrors.add`. A failed prefetch or a missing image goes
 * unseen by assertions on what the page shows; here it fails the test that caused it.
 */
export const test = base.extend<{ expectedErrors: ExpectedErrors }>({
  expectedErrors: [
    async ({ context, baseURL }, use) => {
      const expected: ExpectedError[] = [];
      // The site's origin, and any other a page of this test was opened on (a second server).
      const origins = new Set(baseURL ? [new URL(baseURL).origin] : []);
      const unexpected: string[] = [];
      const isExpected = (status: number, pathAndQuery: string) =>
        expected.some(
          (e) =>
            e.status === status &&
            (typeof e.path === 'string' ? e.path === pathAndQuery : e.path.test(pathAndQuery)),
        );
      const check = (response: Response) => {
        const request = response.request();
        const url = new URL(response.url());
        // A service worker's requests have no frame: only a page's navigations name an origin.
        if (request.isNavigationRequest() && !request.serviceWorker()) {
          if (request.frame().parentFrame() === null) origins.add(url.origin);
        }
        const status = response.status();
        if (status < 400 || !origins.has(url.origin)) return;
        const pathAndQuery = url.pathname + url.search;
        if (isExpected(status, pathAndQuery)) return;
        const headers = request.headers();
        const kind = headers['next-router-segment-prefetch']
          ? `segment prefetch ${headers['next-router-segment-prefetch']}`
          : headers['next-router-prefetch']
            ? 'prefetch'
            : headers['rsc']
              ? 'RSC'
              : request.resourceType();
        unexpected.push(`${status} ${request.method()} ${pathAndQuery} (${kind})`);
      };
      context.on('response', check);
      await use({ add: (status, path) => expected.push({ status, path }) });
      context.off('response', check);
      expect(unexpected, 'same-origin requests of the pages that answered >= 400').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
