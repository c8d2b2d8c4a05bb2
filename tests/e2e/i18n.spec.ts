import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import {
  defaultLocale,
  htmlLang,
  localizedPath,
  locales,
  otherLocales,
  type Locale,
} from '@/lib/i18n';
import { staticRoutes } from '@/lib/routes';
import { readPage } from '../support/html';
import { SITE_ORIGIN, sitemapEntries, sitePath } from '../support/site';

/**
 * Swedish beside English (docs/architecture.md): every route of the table has a Swedish twin
 * under /sv that answers as the English one does, in its own language, and the two name each
 * other as alternates. Axe runs over both in a11y.spec.ts; news in sv-SE in news-cms specs.
 */

/** What these tests compare of a page, URLs as the pages write them (the home without a slash). */
function headOf(html: string) {
  const page = readPage(html);
  const robots = page.meta.get('robots') ?? [];
  return {
    h1s: page.h1s,
    lang: page.lang,
    canonical: page.canonicals[0]?.replace(/\/$/, ''),
    alternates: withoutTrailingSlash(page.languageAlternates),
    robots: robots.join(' | ') || undefined,
  };
}

/** Alternates keyed by language in one order, each URL without a trailing slash. */
function withoutTrailingSlash(alternates: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(alternates)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([language, href]) => [language, href.replace(/\/$/, '')]),
  );
}

/** An absolute URL as the pages write it: the home without a trailing slash. */
const absolute = (path: string) => new URL(path, SITE_ORIGIN).href.replace(/\/$/, '');

async function fetchHead(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), head: headOf(await response.text()) };
}

for (const route of staticRoutes) {
  const twins = Object.fromEntries(locales.map((l) => [l, localizedPath(route.path, l)])) as Record<
    Locale,
    string
  >;

  test(`${route.path} in every language: the same answer, each in its language, naming each other`, async ({
    request,
  }) => {
    const heads = Object.fromEntries(
      await Promise.all(locales.map(async (l) => [l, await fetchHead(request, twins[l])] as const)),
    ) as Record<Locale, Awaited<ReturnType<typeof fetchHead>>>;
    const en = heads[defaultLocale];
    expect(en.status).toBe(200);
    for (const locale of locales) {
      const twin = heads[locale];
      expect(twin.status, `${twins[locale]} answers as ${twins.en}`).toBe(en.status);
      expect(twin.head.lang).toBe(htmlLang[locale]);
      expect(twin.head.canonical).toBe(absolute(twins[locale]));
      // One heading, in its language: not the English page's.
      expect(twin.head.h1s).toHaveLength(1);
      if (locale !== defaultLocale) expect(twin.head.h1s[0]).not.toBe(en.head.h1s[0]);
      if (!route.indexable && locale !== defaultLocale) {
        expect(twin.head.robots).toContain('noindex');
      }
    }
    if (!route.indexable) return;
    const expected = {
      ...Object.fromEntries(locales.map((l) => [htmlLang[l], absolute(twins[l])])),
      'x-default': absolute(twins.en),
    };
    // Reciprocal: each names the same set, itself included.
    for (const locale of locales) expect(heads[locale].head.alternates).toEqual(expected);
  });
}

test('every alternate a page names answers 200', async ({ request }) => {
  const named = new Set<string>();
  for (const route of staticRoutes.filter((r) => r.indexable)) {
    const { head } = await fetchHead(request, localizedPath(route.path, 'sv'));
    for (const href of Object.values(head.alternates)) named.add(sitePath(href));
  }
  for (const path of named) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
});

test('an unknown Swedish path answers 404 in Swedish', async ({ page, expectedErrors }) => {
  expectedErrors.add(404, '/sv/ingen-sadan-sida');
  const sv = await page.goto('/sv/ingen-sadan-sida');
  expect(sv?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Sidan kunde inte hittas/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the language switcher goes to the same page in the other language, on desktop and in the mobile menu', async ({
  page,
}) => {
  await page.goto('/services/global-payroll');
  // With three languages or more, the desktop switch is a menu behind the globe.
  if (otherLocales('en').length > 1) {
    await page.getByRole('banner').locator('details:has(a[hreflang]) > summary').click();
  }
  await page.getByRole('banner').getByRole('link', { name: 'Svenska' }).click();
  await expect(page).toHaveURL(/\/sv\/services\/global-payroll$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');

  await page.setViewportSize({ width: 375, height: 740 });
  await page.getByRole('button', { name: 'Öppna menyn' }).click();
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/services\/global-payroll$/);
  await expect(page).not.toHaveURL(/\/sv\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a Swedish page links within Swedish, and names its language switch in English', async ({
  page,
}) => {
  await page.goto('/sv');
  const hrefs = await page
    .locator('header a[href^="/"], footer a[href^="/"], main a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const leaving = hrefs.filter((href) => !/^\/(sv(\/|$|\?|#)|language\?)/.test(href));
  // The switch, to every other language's home, in the header and again in the mobile menu.
  const switchLinks = otherLocales('sv').map((locale) => localizedPath('/', locale));
  expect(new Set(leaving), 'site links on /sv that leave Swedish').toEqual(new Set(switchLinks));
  // In the header and in the closed mobile menu (and in a closed menu, with more languages).
  const toEnglish = page
    .getByRole('banner')
    .getByRole('link', { name: 'English', includeHidden: true });
  await expect(toEnglish).toHaveCount(2);
  for (const link of await toEnglish.all()) await expect(link).toHaveAttribute('hreflang', 'en');
});

test("the sitemap's alternates are the pages' own, for every URL in both languages", async ({
  request,
}) => {
  const entries = await sitemapEntries(request);
  expect(entries.some((entry) => sitePath(entry.url).startsWith('/sv'))).toBe(true);
  const problems: string[] = [];
  for (const entry of entries) {
    const { head } = await fetchHead(request, sitePath(entry.url));
    const listed = withoutTrailingSlash(entry.alternates);
    if (JSON.stringify(head.alternates) !== JSON.stringify(listed)) {
      problems.push(
        `${entry.url}: sitemap ${JSON.stringify(listed)}, page ${JSON.stringify(head.alternates)}`,
      );
    }
  }
  expect(problems).toEqual([]);
});
