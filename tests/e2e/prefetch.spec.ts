import type { Page } from '@playwright/test';
import { localizedPath, locales, pathWithoutLocale } from '@/lib/i18n';
import { staticRoutes } from '@/lib/routes';
import { waitForHydration } from '../support/hydration';
import { expect, test } from '../support/test';

/**
 * Next prefetches the links in view, the route tree and each segment of the page they open,
 * so that a click needs no round trip. Through the edge (Varnish with the project's VCL) every
 * one of those answers must be a 2xx, for every shape of route, in both languages: a static
 * page inside a route group, and each dynamic segment, opened from the page that lists them.
 */
const staticPaths: string[] = staticRoutes
  .map((route) => route.path)
  .filter((path) => path !== '/');
const shapes = [
  { route: 'a static page', from: '/', target: (path: string) => staticPaths.includes(path) },
  { route: '/services/[service]', from: '/services', target: /^\/services\/[^/]+$/ },
  { route: '/customers/[slug]', from: '/customers', target: /^\/customers\/[^/]+$/ },
  { route: '/tech-solution/[subPage]', from: '/tech-solution', target: /^\/tech-solution\/[^/]+$/ },
  { route: '/news/[slug]', from: '/news', target: /^\/news\/(?!page\/|feed\.xml)[^/]+$/ },
  // Only when the list has a second page: the demo content fits on one (news.spec.ts).
  { route: '/news/page/[n]', from: '/news', target: /^\/news\/page\/\d+$/, whenLinked: true },
] as const;

type Prefetch = { path: string; segment?: string; status: number; cache?: string };

/** Every prefetch the page sends from now on, with its answer. */
function watchPrefetches(page: Page): Prefetch[] {
  const prefetches: Prefetch[] = [];
  page.on('response', (response) => {
    const headers = response.request().headers();
    if (!headers['next-router-prefetch'] && !headers['next-router-segment-prefetch']) return;
    prefetches.push({
      path: new URL(response.url()).pathname,
      segment: headers['next-router-segment-prefetch'],
      status: response.status(),
      cache: response.headers()['x-cache'],
    });
  });
  return prefetches;
}

/** Brings every part of the page into view once, so that each link in it is prefetched. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
}

const startPages = [...new Set(shapes.map((shape) => shape.from))];

for (const locale of locales) {
  for (const from of startPages) {
    const path = localizedPath(from, locale);
    const expected = shapes.filter((shape) => shape.from === from);

    test(`${path}: prefetches of ${expected.map((s) => s.route).join(', ')} answer 2xx through the edge`, async ({
      page,
    }) => {
      const prefetches = watchPrefetches(page);
      await page.goto(path);
      await waitForHydration(page);
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');

      expect(prefetches.length, 'prefetches sent').toBeGreaterThan(0);
      const failed = prefetches.filter((p) => p.status < 200 || p.status >= 300);
      expect(failed, 'prefetches that did not answer 2xx').toEqual([]);
      const bypassed = prefetches.filter((p) => !p.cache);
      expect(bypassed, 'prefetches answered without Varnish (no X-Cache)').toEqual([]);

      const linked = await page
        .locator('a[href^="/"]')
        .evaluateAll((anchors) =>
          anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
        );
      for (const shape of expected) {
        const matches = (target: string) =>
          typeof shape.target === 'function' ? shape.target(target) : shape.target.test(target);
        if ('whenLinked' in shape && !linked.some((href) => matches(pathWithoutLocale(href)))) {
          test.info().annotations.push({
            type: 'not linked',
            description: `${path} links no ${shape.route} page`,
          });
          continue;
        }
        const pageSegments = prefetches.filter(
          (p) => matches(pathWithoutLocale(p.path)) && p.segment?.endsWith('__PAGE__'),
        );
        expect(
          pageSegments.length,
          `page segments of ${shape.route} prefetched from ${path} (all prefetches: ${prefetches
            .map((p) => `${p.path} ${p.segment ?? ''}`)
            .join(', ')})`,
        ).toBeGreaterThan(0);
      }
    });
  }
}
