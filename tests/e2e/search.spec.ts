import type { Page } from '@playwright/test';
import * as en from '@/content/search';
import * as sv from '@/content/sv/search';
import { translations } from '@/content/words';
import { inLocale, localizedPath, type Locale } from '@/lib/i18n';
import { searchPath } from '@/lib/routes';
import { scan } from '../support/axe';
import { watchCspViolations } from '../support/csp';
import { waitForHydration } from '../support/hydration';
import { expect, test } from '../support/test';
import { viewportOptions, viewports } from '../support/viewports';

/**
 * The search pages and the header's search form, in both languages, through the front door:
 * without JavaScript (a plain GET form), with it (suggestions as the visitor types, loaded only
 * when search gets focus), the empty, no-result and refused states, and hostile queries.
 */
const languages = [
  // A word each language's pages hold in a title and in running text.
  { locale: 'en', copy: inLocale('en', en, translations.search).searchCopy, query: 'payroll' },
  { locale: 'sv', copy: inLocale('sv', en, translations.search).searchCopy, query: 'lön' },
] as const satisfies readonly { locale: Locale; copy: unknown; query: string }[];

const searchUrl = (locale: Locale, query: string) =>
  `${localizedPath(searchPath, locale)}?${new URLSearchParams({ q: query })}`;

/** Only the suggestions chunk carries their code: the header itself has none of it. */
const suggestionsMarker = '[search] suggestions failed:';
/** Their words come with the page, in its language alone: no script carries any language's. */
const wordsMarkers = [en.searchCopy, sv.searchCopy].map((copy) =>
  copy.suggestions.all.replace(/“.*$/, '').trim(),
);

/** What the live region says for some number of suggestions, in either plural form. */
function countPattern(count: { one: string; other: string }): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `^(${escape(count.one)}|${escape(count.other).replace('\\{count\\}', '\\d+')})$`,
  );
}

/** The header's search field at 1280 px: its panel opened first. */
async function openHeaderSearch(page: Page) {
  await page.locator('header summary').click();
  return page.locator('header details input[name="q"]');
}

async function expectResults(page: Page, locale: Locale, query: string) {
  const results = page.getByRole('list', {
    name: (locale === 'en' ? en : sv).searchCopy.results.listLabel,
  });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  // The visitor's word, marked in the snippets and titles.
  const marks = results.locator('mark');
  expect(await marks.count()).toBeGreaterThan(0);
  const marked = (await marks.allTextContents()).map((text) => text.toLowerCase());
  expect(marked.some((text) => text.startsWith(query.slice(0, 3)))).toBe(true);
  // Each result links to a page in the visitor's language.
  for (const href of await results
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
    expect(href).toMatch(locale === 'sv' ? /^\/sv(\/|$)/ : /^\/(?!sv(\/|$))/);
  }
}

for (const { locale, copy, query } of languages) {
  test(`${locale}: without JavaScript the header form searches and the page shows marked results`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(localizedPath('/', locale));
    const field = await openHeaderSearch(page);
    await field.fill(query);
    await field.press('Enter');
    await expect(page).toHaveURL(searchUrl(locale, query));
    await expect(page).toHaveTitle(`${copy.resultsTitle.replace('{query}', query)} | Solvik`);
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toContainText(query);
    await expectResults(page, locale, query);
    await context.close();
  });

  test(`${locale}: more than a page of results is paged with plain links, every result reachable`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(searchUrl(locale, query));
    await expect(page).toHaveTitle(`${copy.resultsTitle.replace('{query}', query)} | Solvik`);
    const heading = page.locator('main').getByRole('heading', { level: 2 });
    const total = Number((await heading.textContent())?.match(/\d+/)?.[0]);
    // The word is on more pages and posts than one page of results shows.
    expect(total).toBeGreaterThan(20);
    const results = page.getByRole('list', { name: copy.results.listLabel });
    const hrefs = () =>
      results
        .locator('h3 a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const first = await hrefs();
    expect(first).toHaveLength(20);
    const pages = page.getByRole('navigation', { name: copy.pages.label });
    await expect(pages.locator('[aria-current="page"]')).toHaveText('1');
    await pages.getByRole('link', { name: copy.pages.next }).click();
    await expect(page).toHaveURL(`${searchUrl(locale, query)}&page=2`);
    await expect(page).toHaveTitle(
      `${copy.resultsPageTitle.replace('{query}', query).replace('{page}', '2')} | Solvik`,
    );
    await expect(heading).toHaveText(new RegExp(`\\b${total}\\b`));
    await expect(page.locator('main')).toContainText(
      copy.results.page
        .replace('{page}', '2')
        .replace('{pages}', String(Math.ceil(total / 20)))
        .replace('{first}', '21')
        .replace('{last}', String(Math.min(total, 40))),
    );
    await expect(results).toHaveAttribute('start', '21');
    const second = await hrefs();
    // Every result once, over the two pages.
    expect(new Set([...first, ...second]).size).toBe(total);
    await expect(pages.getByRole('link', { name: copy.pages.previous })).toHaveAttribute(
      'href',
      searchUrl(locale, query),
    );
    // A page past the last says where the results end.
    await page.goto(`${searchUrl(locale, query)}&page=9`);
    await expect(page.locator('main')).toContainText(
      copy.results.beyond.replace('{page}', '9').replace('{pages}', String(Math.ceil(total / 20))),
    );
    await context.close();
  });

  test(`${locale}: with JavaScript, suggestions load on focus, follow the keys, and Enter goes to the page`, async ({
    page,
  }) => {
    // Two documents, a client navigation and the suggestions twice: slow on a loaded machine.
    test.slow();
    const violations = await watchCspViolations(page);
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(await response.text().catch(() => ''));
    });
    await page.goto(localizedPath('/', locale));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((body) => body.includes(suggestionsMarker))).toEqual([]);

    const field = await openHeaderSearch(page);
    await expect(field).toBeFocused();
    await expect.poll(() => scripts.some((body) => body.includes(suggestionsMarker))).toBe(true);
    expect(scripts.filter((body) => wordsMarkers.some((words) => body.includes(words)))).toEqual(
      [],
    );
    await field.pressSequentially(query, { delay: 50 });
    const list = page.getByRole('listbox', { name: copy.suggestions.listLabel });
    const options = list.getByRole('option');
    await expect(options.first()).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    // The count is announced.
    await expect(page.locator('header details').getByRole('status')).toHaveText(
      countPattern(copy.suggestions.count),
    );

    await field.press('ArrowDown');
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      (await first.getAttribute('id')) ?? '-',
    );
    await field.press('Escape');
    await expect(list).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveValue(query);

    // Enter with nothing chosen submits the form, as without JavaScript.
    await field.press('Enter');
    await expect(page).toHaveURL(searchUrl(locale, query));
    await expectResults(page, locale, query);

    // On the page itself: the first suggestion chosen with the keys opens its page.
    await waitForHydration(page);
    const pageField = page.locator('main input[name="q"]');
    await pageField.focus();
    // The suggestions have arrived (they make the field a combobox): the edit below is theirs.
    await expect(pageField).toHaveAttribute('role', 'combobox');
    await pageField.press('End');
    await pageField.press('Backspace');
    await pageField.pressSequentially(query.slice(-1), { delay: 50 });
    const pageOptions = page.locator('main').getByRole('option');
    await expect(pageOptions.first()).toBeVisible();
    await pageField.press('ArrowDown');
    await pageField.press('Enter');
    await expect(page).not.toHaveURL(/\/search/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test(`${locale}: an empty search shows popular pages; one without results says so and offers services and modules`, async ({
    page,
  }) => {
    await page.goto(localizedPath(searchPath, locale));
    await expect(
      page.locator('main').getByRole('heading', { level: 2, name: copy.empty.title }),
    ).toBeVisible();
    for (const { label, href } of copy.popular) {
      const link = page.locator('main').getByRole('link', { name: new RegExp(`^${label}`) });
      await expect(link).toHaveAttribute('href', localizedPath(href, locale));
    }
    const nonsense = 'zqxjvw';
    await page.goto(searchUrl(locale, nonsense));
    await expect(page).toHaveTitle(new RegExp(nonsense));
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(
      copy.noResults.title.replace('{query}', nonsense),
    );
    await expect(
      page.getByRole('navigation', { name: copy.noResults.servicesTitle }).getByRole('link'),
    ).toHaveCount(5);
    await expect(
      page.getByRole('navigation', { name: copy.noResults.modulesTitle }).getByRole('link'),
    ).toHaveCount(6);
  });
}

test('hostile queries are answered 4xx or cleaned, never 500, and never echoed as markup', async ({
  page,
  request,
  expectedErrors,
}) => {
  const long = searchUrl('en', 'payroll '.repeat(1300));
  const tooLong = await request.get(long);
  expect(tooLong.status()).toBeGreaterThanOrEqual(400);
  expect(tooLong.status()).toBeLessThan(500);

  for (const query of ['a\u0007b\u001bc', 'pay\u0000roll', '\u202epayroll', '  ']) {
    const response = await request.get(searchUrl('en', query));
    expect(response.status(), JSON.stringify(query)).toBe(200);
  }
  const nul = await request.get(`${searchPath}?q=%00`);
  expect(nul.status()).toBe(200);
  // A percent sign that encodes nothing: the proxy's 400, not Next's 500.
  expect((await request.get(`${searchPath}?q=%E0%A4%A`)).status()).toBeLessThan(500);

  const hostile = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';
  const raw = await (await request.get(searchUrl('sv', hostile))).text();
  expect(raw).not.toContain('<script>window.__pwned');
  expect(raw).not.toContain('<img src=x');
  page.on('dialog', (dialog) => {
    throw new Error(`a query opened a dialog: ${dialog.message()}`);
  });
  await page.goto(searchUrl('sv', hostile));
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toContainText('<script>');
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

  // The refused query's own page: its status and a clear message, in the browser too.
  const refused = searchUrl('en', 'x'.repeat(3000));
  expectedErrors.add(414, refused);
  const response = await page.goto(refused);
  expect(response?.status()).toBe(414);
  await expect(page.locator('main').getByRole('alert')).toContainText(
    en.searchCopy.refused[414].title,
  );
});

test('a search is rendered for its visitor: a nonce policy of its own, kept by no cache', async ({
  page,
  request,
}) => {
  const url = searchUrl('en', 'payroll');
  const answers = [await request.get(url), await request.get(url)];
  const nonces = answers.map((answer) => {
    const policies = answer.headersArray().filter((h) => /^content-security-policy$/i.test(h.name));
    expect(policies).toHaveLength(1);
    const scriptSrc = /script-src ([^;]+)/.exec(policies[0]?.value ?? '')?.[1] ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(answer.headers()['cache-control']).toMatch(/no-store/);
    return /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  });
  expect(nonces[0]).toBeTruthy();
  expect(nonces[1]).not.toBe(nonces[0]);
  expect(answers[1]?.headers()['x-cache']).not.toBe('HIT');

  // Rendered for its request, the page carries the site's stylesheet inline itself
  // (components/layout/inline-stylesheets.tsx): its first paint waits on no stylesheet but the
  // fonts' few hundred bytes, which Next links wherever the fonts are used.
  const html = (await answers[0]?.text()) ?? '';
  expect(html).toMatch(/<style data-inlined-from="\/_next\/static\/[^"]+\.css">/);
  const linked = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  for (const href of linked) {
    expect((await (await request.get(href)).body()).length, href).toBeLessThan(2_048);
  }

  const violations = await watchCspViolations(page);
  await page.goto(url);
  await waitForHydration(page);
  await expectResults(page, 'en', 'payroll');
  expect(
    await page.evaluate(
      () => getComputedStyle(document.body.querySelector('h1') ?? document.body).fontFamily,
    ),
  ).toMatch(/^"?headingFont/);
  expect(await violations()).toEqual([]);
});

for (const viewport of viewports) {
  test(`axe finds nothing on the search page with results at ${viewport.width} px, in both languages`, async ({
    browser,
  }) => {
    // Four scans.
    test.slow();
    const context = await browser.newContext(viewportOptions(viewport));
    const page = await context.newPage();
    const findings = [];
    for (const { locale, query } of languages) {
      await page.goto(searchUrl(locale, query));
      await waitForHydration(page);
      findings.push(...(await scan(page, `${locale} results`)));
      // The suggestions open under the page's field.
      const field = page.locator('main input[name="q"]');
      await field.focus();
      await expect(field).toHaveAttribute('role', 'combobox');
      await field.press('End');
      await field.press('Backspace');
      await field.pressSequentially(query.slice(-1));
      await expect(page.locator('main').getByRole('option').first()).toBeVisible();
      await field.press('ArrowDown');
      findings.push(...(await scan(page, `${locale} suggestions`)));
    }
    expect(findings).toEqual([]);
    await context.close();
  });
}
