import { expect, test } from '../support/test';
import { navigation } from '@/content/navigation';

const { mainNav } = navigation('en');
import { routeHandlerPaths, searchPath, staticRoutes } from '@/lib/routes';
import { watchCspViolations } from '../support/csp';
import { waitForHydration } from '../support/hydration';

// Every page and every client-side navigation runs under a policy without 'unsafe-inline'
// (lib/content-security-policy.ts); a11y.spec.ts counts the violations on every route.

const policiesOf = (headers: { name: string; value: string }[]) =>
  headers.filter((header) => header.name.toLowerCase() === 'content-security-policy');

test('every page carries one policy, which runs its inline scripts by hash or nonce only', async ({
  request,
}) => {
  for (const path of [
    ...staticRoutes.map((route) => route.path),
    '/no-such-page',
    '/tech-solution/anything-else',
    // Rendered for this request, never cached: the policy of its own HTML.
    '/news/not-a-published-post',
  ]) {
    const response = await request.get(path);
    const policies = policiesOf(response.headersArray());
    expect(policies, path).toHaveLength(1);
    const scriptSrc = /script-src ([^;]+)/.exec(policies[0]?.value ?? '')?.[1] ?? '';
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>/g)];
    expect(inline.length, path).toBeGreaterThan(0);
    // The search page is rendered for each request: Next's inline scripts carry a nonce.
    const source = path === searchPath ? /'nonce-/g : /'sha256-/g;
    expect(scriptSrc.match(source)?.length ?? 0, path).toBeGreaterThan(0);
  }
  for (const path of routeHandlerPaths.filter((p) => !p.includes(':') && !p.startsWith('/api/'))) {
    const policies = policiesOf((await request.get(path)).headersArray());
    expect(policies.map((policy) => policy.value)).toEqual([
      expect.stringMatching(/^default-src 'none'/),
    ]);
  }
});

test.describe('a first visit', () => {
  test('across the site by its menus breaks no policy', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto('/');
    await waitForHydration(page);
    // Gone with a full page load: it proves every step below is a client-side navigation.
    await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
    const links = mainNav.flatMap((item) =>
      item.dropdownItems ? item.dropdownItems.slice(0, 1) : [item],
    );
    for (const link of links) {
      // Client-side navigation: the first page's policy governs the whole visit.
      await page.evaluate((href) => {
        const anchor = [...document.querySelectorAll('a')].find(
          (a) => a.getAttribute('href') === href,
        );
        anchor?.click();
      }, link.href);
      await expect(page).toHaveURL(new RegExp(`${link.href.replace(/[/]/g, '\\/')}$`));
    }
    // On /news now: on to an article, still in the same document.
    await page.locator('article h2 a').first().click();
    await expect(page).toHaveURL(/\/news\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(await violations()).toEqual([]);
  });
});

test('the report endpoint takes reports, bounded and rate-limited', async ({ request }) => {
  const report = {
    'csp-report': {
      'document-uri': 'https://www.solvik.example/',
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'inline',
    },
  };
  const send = (data: unknown, type = 'application/csp-report') =>
    request.post('/api/csp-report', {
      headers: { 'content-type': type, 'x-forwarded-for': '203.0.113.9' },
      data: typeof data === 'string' ? data : JSON.stringify(data),
    });
  expect((await send(report)).status()).toBe(204);
  expect((await send(report, 'text/plain')).status()).toBe(415);
  expect((await send('x'.repeat(20_000))).status()).toBe(413);
});
