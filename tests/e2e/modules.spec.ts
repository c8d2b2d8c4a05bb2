import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { platformModules } from '@/content/registry/modules';
import { modulePages } from '@/content/tech-solution/modules';
import { genericSubPageContent } from '@/content/tech-solution/sub-pages';
import { redirectRules, staticRoutes } from '@/lib/routes';
import { UNKNOWN_TECH_SOLUTION_PATH } from '../support/site';
import { bookADemo, talkToSales } from './expectations/calls-to-action';
import { parseJsonLd, structuredDataProblems, typesOf } from '../support/structured-data';
import { viewportOptions, viewports } from '../support/viewports';
import { ORIGIN_URL } from '@/playwright.config';

/**
 * The six module pages, from the registry: each sells (what it does, steps, screen, countries,
 * FAQs, a way on), asks for contact with the site's two calls to action only, and never says
 * "coming soon". One page load per module and viewport; axe and layout shifts are checked on
 * every route in a11y.spec.ts.
 */

/** The two calls to action that lead to /contact, in the order the module pages show them. */
const contactActions = [bookADemo, talkToSales];

test('every module of the registry is an indexable route of the table', () => {
  for (const platformModule of platformModules) {
    expect(staticRoutes).toContainEqual(
      expect.objectContaining({ path: platformModule.path, indexable: true }),
    );
  }
});

/** What a crawler and a visitor must find on any module page, at any width. */
async function expectNothingComingSoon(page: Page) {
  await expect(page.locator('body')).not.toContainText(/coming soon|being built/i);
  expect(await page.title()).not.toMatch(/coming soon/i);
}

for (const viewport of viewports) {
  test.describe(`module pages at ${viewport.width}px`, () => {
    test.describe.configure({ timeout: 60_000 });
    // Entrance animations at their end state (axe runs on these pages in a11y.spec.ts).
    test.use({
      ...viewportOptions(viewport),
      reducedMotion: 'reduce',
    });

    for (const platformModule of platformModules) {
      const content = modulePages[platformModule.slug];

      test(`${platformModule.path} sells the module`, async ({ page }) => {
        const response = await page.goto(platformModule.path);
        expect(response?.status()).toBe(200);
        const main = page.locator('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(platformModule.title);
        await expectNothingComingSoon(page);

        if (viewport.isMobile) {
          const width = await page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            client: document.documentElement.clientWidth,
          }));
          expect(width.scroll, 'page width at a 375px viewport').toBeLessThanOrEqual(width.client);
        } else {
          await expect(page).toHaveTitle(`${platformModule.title} | Solvik`);

          // The platformModule's product screen, drawn with the page.
          const screen = main.getByRole('img', {
            name: platformModule.illustration.alt,
            exact: true,
          });
          await expect(screen).toBeVisible();

          // How it works, as numbered steps.
          const steps = main
            .getByRole('region', { name: content.stepsSection.title })
            .getByRole('listitem');
          await expect(steps).toHaveCount(content.steps.length);
          for (const [index, step] of content.steps.entries()) {
            await expect(steps.nth(index)).toContainText(`Step ${index + 1}`);
            await expect(steps.nth(index)).toContainText(step.title);
          }

          // Countries and ERPs.
          const coverage = main.getByRole('region', { name: 'Where it works' });
          for (const text of ['Sweden', 'Norway', 'Denmark', 'Finland', 'Fortnox', 'NetSuite']) {
            await expect(coverage.getByText(text).first()).toBeVisible();
          }

          // FAQs, readable, and the same questions as FAQPage JSON-LD.
          const questions = main.locator('details summary');
          await expect(questions).toHaveText(content.faqs.map((faq) => faq.question));
          await questions.first().click();
          await expect(main.getByText(content.faqs[0]?.answer ?? '')).toBeVisible();
          const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
          const { nodes, problems } = parseJsonLd(blocks);
          expect([...problems, ...structuredDataProblems(nodes)]).toEqual([]);
          const faqPage = nodes.find((node) => typesOf(node).includes('FAQPage'));
          const entities = (faqPage?.mainEntity ?? []) as { name: string }[];
          expect(entities.map((question) => question.name)).toEqual(
            content.faqs.map((faq) => faq.question),
          );
          expect(nodes.flatMap(typesOf)).toEqual(expect.arrayContaining(['WebPage', 'Service']));

          // The only ways to contact: the two calls to action, in the hero and at the end.
          const contactLinks = await main
            .locator('a[href^="/contact"]')
            .evaluateAll((links) =>
              links.map((a) => ({ name: a.textContent?.trim(), href: a.getAttribute('href') })),
            );
          expect(contactLinks).toEqual([...contactActions, ...contactActions]);

          // A way on: the related modules' pages.
          for (const slug of content.relatedSlugs) {
            const related = platformModules.find((m) => m.slug === slug);
            await expect(
              main.getByRole('link', { name: new RegExp(`^Read more\\W+${related?.title}$`) }),
            ).toHaveAttribute('href', related?.path ?? '');
          }
        }
      });
    }
  });
}

test('an unknown value answers 404 with the generic Coming Soon page and the modules we sell, noindex', async ({
  page,
  request,
  expectedErrors,
}) => {
  expectedErrors.add(404, UNKNOWN_TECH_SOLUTION_PATH);
  const response = await page.goto(UNKNOWN_TECH_SOLUTION_PATH);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(genericSubPageContent.title);
  await expect(page.getByText(genericSubPageContent.description)).toBeVisible();
  await expect(page.locator('main svg.lucide-construction')).toHaveCount(1);
  const robots = await page
    .locator('meta[name="robots"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('content')));
  expect(robots.length).toBeGreaterThan(0);
  for (const content of robots) expect(content).toContain('noindex');
  for (const platformModule of platformModules) {
    await expect(
      page.getByRole('main').getByRole('link', { name: platformModule.title, exact: true }),
    ).toHaveAttribute('href', platformModule.path);
  }

  // The content is in the server's HTML, not only added by JavaScript.
  const html = await (await request.get(UNKNOWN_TECH_SOLUTION_PATH)).text();
  expect(html).toContain(`>${genericSubPageContent.title}</h1>`);
  expect(html).toContain('>Talk to sales<');

  // A value never asked for before gets the one page built for them all, from the cache:
  // rendered per value, made-up values would each add a page to the cache, without bound.
  // Asked of the bare origin: Varnish keeps Next's cache header to itself.
  const madeUp = await request.get(`${ORIGIN_URL}/tech-solution/made-up-${Date.now()}`);
  expect(madeUp.status()).toBe(404);
  expect(madeUp.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await madeUp.text()).toContain(`>${genericSubPageContent.title}</h1>`);
  // A module's name in other letters is no page of the route either: the same page, from the
  // cache, in its language (not Next's bare English 404, rendered for each request).
  for (const [path, title] of [
    ['/tech-solution/Expense', genericSubPageContent.title],
    ['/tech-solution/EXPENSE', genericSubPageContent.title],
    ['/sv/tech-solution/Expense', 'Kommer snart'],
  ] as const) {
    const shouted = await request.get(`${ORIGIN_URL}${path}`);
    expect(shouted.status(), path).toBe(404);
    expect(shouted.headers()['x-nextjs-cache'], path).toBe('HIT');
    expect(shouted.headers()['cache-control'], path).not.toMatch(/private|no-store/);
    expect(await shouted.text(), path).toContain(`>${title}</h1>`);
  }
});

test('/features, merged into the module pages, redirects permanently to /tech-solution', async ({
  request,
}) => {
  expect(redirectRules).toContainEqual({
    source: '/features',
    destination: '/tech-solution',
    permanent: true,
  });
  const response = await request.get('/features', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe('/tech-solution');
  expect(staticRoutes.map((route) => route.path)).not.toContain('/features');
});
