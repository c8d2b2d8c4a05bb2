import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { clientCases } from '@/content/cases';
import {
  clients,
  clientsDisclaimer,
  findClient,
  quotesDisclaimer,
} from '@/content/registry/clients';
import { services } from '@/content/registry/services';
import { certifications, subProcessors, trustFaqs } from '@/content/trust';
import { siteConfig } from '@/lib/site-config';
import { parseJsonLd, structuredDataProblems, typesOf } from '../support/structured-data';

// The trust page, the logo walls and the client cases. That every figure we claim has its
// source is checked on every route in routes.spec.ts.

const jsonLdOf = async (page: Page) =>
  parseJsonLd(await page.locator('script[type="application/ld+json"]').allTextContents());

test.describe('the trust page', () => {
  test('answers a buyer’s questions, section by section', async ({ page }) => {
    await page.goto('/trust');
    const main = page.locator('main');
    for (const id of [
      'data-residency',
      'gdpr',
      'sub-processors',
      'access-control',
      'backups',
      'incident-response',
      'disclosure',
      'certifications',
    ]) {
      await expect(main.locator(`section#${id} h2`), id).toBeVisible();
      // The table of contents leads to each section.
      await expect(main.locator(`nav a[href="#${id}"]`)).toHaveCount(1);
    }
    const processors = main.getByRole('table', { name: subProcessors.title });
    await expect(processors.locator('tbody tr')).toHaveCount(subProcessors.rows.length);
    for (const row of subProcessors.rows) {
      await expect(processors.getByRole('row', { name: new RegExp(row.name) })).toContainText(
        row.location,
      );
    }
    // Our own processors for the website stand apart from the sub-processors of client data.
    const website = main.getByRole('table', { name: subProcessors.website.title });
    await expect(website.locator('tbody tr')).toHaveCount(subProcessors.website.rows.length);
    await expect(processors).not.toContainText('HubSpot');
    await expect(website).toContainText('HubSpot');
    await expect(main.getByText(siteConfig.securityEmail)).toBeVisible();
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    for (const path of ['/trust', '/sv/trust']) {
      test(`${path}: every table fits its box, a card per row, still a table`, async ({ page }) => {
        await page.goto(path);
        const tables = page.locator('main table');
        await expect(tables).toHaveCount(3);
        const fits = await tables.evaluateAll((all) =>
          all.map((table) => {
            const box = table.parentElement as HTMLElement;
            return {
              table: table.scrollWidth <= table.clientWidth,
              box: box.scrollWidth <= box.clientWidth,
              inPage: box.getBoundingClientRect().right <= document.documentElement.clientWidth,
            };
          }),
        );
        expect(fits).toEqual(fits.map(() => ({ table: true, box: true, inPage: true })));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
        // What a screen reader meets: a table with its headers, whatever the layout.
        const first = page.getByRole('table').first();
        await expect(first.getByRole('columnheader')).toHaveCount(3);
        await expect(first.getByRole('rowheader').first()).toBeVisible();
        await expect(first.getByRole('cell').first()).toBeVisible();
      });
    }
  });

  test('uses the width at 1280: the facts beside the lead, the contents beside the sections', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/trust');
    const box = async (locator: ReturnType<Page['locator']>) => {
      const found = await locator.boundingBox();
      if (!found) throw new Error('not rendered');
      return found;
    };
    const lead = await box(page.locator('main h1'));
    const facts = await box(page.getByRole('region', { name: 'At a glance' }));
    const contents = await box(page.getByRole('navigation', { name: 'On this page' }));
    const section = await box(page.locator('section#gdpr'));
    // Side by side: the facts start right of the lead's column, level with it.
    expect(facts.x).toBeGreaterThan(640);
    expect(facts.y).toBeLessThan(lead.y + lead.height + 200);
    expect(contents.x).toBeGreaterThanOrEqual(section.x + section.width);
    await expect(page.getByRole('region', { name: 'At a glance' })).toContainText(
      siteConfig.hosting.legalName,
    );
  });

  test('claims no certification we do not hold', async ({ page }) => {
    await page.goto('/trust');
    const text = await page.locator('main').innerText();
    // "certified" only ever follows "not".
    const certified = [...text.matchAll(/(\S+\s+)?certified/gi)].map((m) => m[0]);
    expect(certified.length).toBeGreaterThan(0);
    for (const phrase of certified) expect(phrase).toMatch(/^not\s+certified$/i);
    expect(text).not.toMatch(/ISO(\/IEC)?\s*27001[- ]certified|SOC\s*2 (certified|compliant)/i);
    const table = page.getByRole('table', { name: certifications.title });
    await expect(table.getByRole('row', { name: /ISO\/IEC 27001/ })).toContainText('Not certified');
  });

  test('carries valid JSON-LD with its questions', async ({ page }) => {
    await page.goto('/trust');
    const { nodes, problems } = await jsonLdOf(page);
    expect(problems).toEqual([]);
    expect(structuredDataProblems(nodes)).toEqual([]);
    const faq = nodes.find((node) => typesOf(node).includes('FAQPage'));
    expect(faq?.mainEntity).toHaveLength(trustFaqs.faqs.length);
    expect(nodes.some((node) => typesOf(node).includes('WebPage'))).toBe(true);
  });

  test('publishes a security.txt that names our contact and has not expired', async ({
    request,
  }) => {
    const response = await request.get('/.well-known/security.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const body = await response.text();
    expect(body).toContain(`Contact: mailto:${siteConfig.securityEmail}`);
    expect(body).toContain(`Canonical: ${siteConfig.url}/.well-known/security.txt`);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(body)?.[1] ?? '');
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 24 * 60 * 60 * 1000);
  });
});

test.describe('logo walls', () => {
  const walls = [
    { path: '/', names: clients.map((client) => client.name) },
    { path: '/customers', names: clients.map((client) => client.name) },
    ...services.map((service) => ({
      path: service.path,
      names: service.page.clientSlugs.map((slug) => findClient(slug).name),
    })),
  ];
  for (const wall of walls) {
    test(`${wall.path} names every logo and says the clients are illustrative`, async ({
      page,
    }) => {
      await page.goto(wall.path);
      const main = page.locator('main');
      for (const name of wall.names) {
        await expect(main.getByRole('img', { name, exact: true }).first()).toBeVisible();
      }
      // Every logo on the page is named, and only by a client's name.
      const logos = main.locator('li svg[role="img"]');
      const labels = await logos.evaluateAll((els) =>
        els.map((el) => el.getAttribute('aria-label')),
      );
      expect(labels.length).toBeGreaterThanOrEqual(wall.names.length);
      for (const label of labels) expect(clients.map((c) => c.name)).toContain(label);
      await expect(main.getByText(clientsDisclaimer).first()).toBeVisible();
    });
  }
});

test.describe('client cases', () => {
  for (const clientCase of clientCases) {
    test(`${clientCase.path} shows three figures, each with its source`, async ({ page }) => {
      await page.goto(clientCase.path);
      const figures = page.locator('[data-case-figure]');
      await expect(figures).toHaveCount(3);
      for (const [index, figure] of clientCase.results.entries()) {
        const card = figures.nth(index);
        await expect(card).toContainText(figure.value);
        await expect(card).toContainText(figure.detail);
        await expect(card).toContainText(`Source: ${figure.source}`);
      }
      const service = clientCase.services[0];
      await expect(
        page.locator('main').getByRole('link', { name: service?.label }),
      ).toHaveAttribute('href', service?.href ?? '');
      // The quote is from an invented person, and says so.
      await expect(page.locator('main').getByText(quotesDisclaimer)).toBeVisible();
    });
  }

  // Each source line's divider keeps a gap from the last line above it, however many lines wrap.
  for (const width of [375, 1280]) {
    for (const path of ['/customers/kvarnby-software', '/sv/customers/nordvik-logistics']) {
      test(`${path} at ${width}: a gap above every figure's source divider`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const gaps = await page.locator('[data-case-figure]').evaluateAll((cards) =>
          cards.map((card) => {
            const source = card.querySelector('[data-figure-source]');
            const above = source?.parentElement?.previousElementSibling;
            if (!source || !above) return -1;
            return source.getBoundingClientRect().top - above.getBoundingClientRect().bottom;
          }),
        );
        expect(gaps).toHaveLength(3);
        for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(16);
      });
    }
  }
});
