import { expect, test } from '../support/test';
import { platformModules } from '@/content/registry/modules';
import { siteConfig } from '@/lib/site-config';

test.describe('home modules accordion', () => {
  test('keeps one module open at a time, and the open one can be closed', async ({ page }) => {
    await page.goto('/');
    const modules = page.locator('details[name="modules"]');
    await expect(modules).toHaveCount(platformModules.length);
    const open = page.locator('details[name="modules"][open]');
    await expect(open).toHaveCount(1);
    await expect(open.locator('summary')).toContainText('Expense');

    const invoices = modules.nth(1);
    await invoices.locator('summary').click();
    await expect(invoices).toHaveAttribute('open', '');
    await expect(open).toHaveCount(1);
    await expect(invoices.getByText(/Invoices arrive by e-invoice/)).toBeVisible();
    await expect(modules.first().getByText(/Photograph a receipt/)).toBeHidden();

    // Keyboard works too: Enter on a focused summary toggles it.
    const reporting = modules.last();
    await reporting.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(reporting).toHaveAttribute('open', '');
    await expect(open).toHaveCount(1);

    await reporting.locator('summary').click();
    await expect(open).toHaveCount(0);
  });
});

test.describe('contact page', () => {
  // The form itself: tests/e2e/contact.spec.ts.
  test('the office link opens the map in a new tab and says so', async ({ page }) => {
    await page.goto('/contact');
    const map = page.getByRole('link', { name: 'Open in map (opens in a new tab)' });
    await expect(map).toHaveAttribute('href', siteConfig.mapsUrl);
    await expect(map).toHaveAttribute('target', '_blank');
    await expect(map).toHaveAttribute('rel', /noopener/);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const path of ['/', '/career']) {
    test(`${path}: everything in main is shown at full opacity`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('load');
      // Scroll through the page so that anything waiting for the viewport has had its chance.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 400) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
      });
      const faint = await page
        .locator('main *')
        .evaluateAll((elements) =>
          elements
            .filter((el) => Number(getComputedStyle(el).opacity) < 1)
            .map((el) => el.outerHTML.slice(0, 120)),
        );
      expect(faint).toEqual([]);
      const moved = await page
        .locator('main [data-reveal]')
        .evaluateAll(
          (elements) => elements.filter((el) => getComputedStyle(el).transform !== 'none').length,
        );
      expect(moved).toBe(0);
    });
  }

  test('career benefit cards are all there', async ({ page }) => {
    await page.goto('/career');
    for (const title of ['Flexible work', 'Growth opportunities', 'Work-life balance']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
  });
});

test.describe('motion', () => {
  test('the career hero headline is painted before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/career');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await context.close();
  });

  // Each re-creation of the hero makes the browser build its image and text again, and its
  // text becomes a new, later largest paint: the entrance animates the server's own element.
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`the career hero is created once (${reducedMotion} motion)`, async ({ browser }) => {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      // Every h1 element that was ever in the document (the parser's, and each re-creation's).
      await page.addInitScript(() => {
        const headings = new Set<Element>();
        Object.assign(window, { heroHeadings: headings });
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (!(node instanceof Element)) continue;
              if (node.matches('h1')) headings.add(node);
              for (const heading of node.querySelectorAll('h1')) headings.add(heading);
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto('/career');
      await page.waitForLoadState('networkidle');
      const entrance = page.locator('main h1').locator('xpath=ancestor::*[@data-reveal]');
      await expect(entrance).toHaveCount(1);
      expect(await entrance.evaluate((el) => getComputedStyle(el).animationName)).toBe(
        reducedMotion === 'reduce' ? 'none' : 'career-hero-rise',
      );
      const headings = await page.evaluate(
        () => (window as unknown as { heroHeadings: Set<Element> }).heroHeadings.size,
      );
      expect(headings).toBe(1);
      await context.close();
    });
  }

  test('career benefit cards come in one after another on scroll', async ({ page }) => {
    await page.goto('/career');
    const cards = page.locator('main li[data-reveal]');
    await expect(cards).toHaveCount(3);
    await cards.first().scrollIntoViewIfNeeded();
    await expect.poll(() => cards.last().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  });
});

test.describe('images', () => {
  for (const path of [
    '/',
    '/about',
    '/services',
    '/services/global-payroll',
    '/tech-solution/netsuite',
    '/career',
    '/contact',
  ]) {
    test(`${path}: every image has alt text, every file its dimensions and sizes`, async ({
      page,
    }) => {
      await page.route('https://js.hsforms.net/**', (route) => route.abort());
      await page.goto(path);
      // A hero is its artwork inline (an <svg> with role="img"), the rest are files.
      const heroes = page.locator('main svg[role="img"][data-art]');
      for (const hero of await heroes.all()) {
        expect((await hero.getAttribute('aria-label'))?.length).toBeGreaterThan(20);
      }
      const images = page.locator('main img');
      expect((await heroes.count()) + (await images.count())).toBeGreaterThan(0);
      for (const image of await images.all()) {
        const alt = await image.getAttribute('alt');
        expect(alt?.length, `alt of ${await image.getAttribute('src')}`).toBeGreaterThan(20);
        expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0);
        expect(await image.getAttribute('sizes')).toBeTruthy();
      }
      if ((await images.count()) === 0) return;
      // The first file loads once in view.
      const first = images.first();
      await first.scrollIntoViewIfNeeded();
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expect(first).not.toHaveAttribute('data-state', 'failed');
    });
  }

  test('an illustration that cannot load is logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(/\/_next\/image\?url=.*about-story/, (route) => route.abort());
    await page.goto('/about');
    const story = page.locator('main img[src*="about-story"]');
    await story.scrollIntoViewIfNeeded();

    await expect(story).toHaveAttribute('data-state', 'failed');
    await expect
      .poll(() => errors.some((text) => /^Image failed to load: .*about-story/.test(text)))
      .toBe(true);
  });
});

test.describe('service pages', () => {
  test('carry WebPage, Service and FAQPage structured data', async ({ page }) => {
    await page.goto('/services/local-accounting');
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .flat();
    const types = blocks.map((block: { '@type': string }) => block['@type']);
    expect(types).toEqual(
      expect.arrayContaining(['WebPage', 'Service', 'FAQPage', 'Organization']),
    );
    const faq = blocks.find((block: { '@type': string }) => block['@type'] === 'FAQPage');
    expect(faq.mainEntity.length).toBeGreaterThan(2);
  });

  test('an unknown service answers 404', async ({ request }) => {
    const response = await request.get('/services/tax-advice');
    expect(response.status()).toBe(404);
  });

  test('FAQ cards open and close', async ({ page }) => {
    await page.goto('/tech-solution/netsuite');
    const question = page.getByText('We already run NetSuite. Can you take it over?');
    const answer = page.getByText(/We review your NetSuite setup/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
  });
});

test.describe('rough edges', () => {
  test('the home hero’s three buttons are one width on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const hero = page.locator('main section').first();
    const widths = await Promise.all(
      ['Talk to sales', 'Our services', 'The platform'].map(async (name) => {
        const box = await hero.getByRole('link', { name, exact: true }).boundingBox();
        return Math.round(box?.width ?? 0);
      }),
    );
    expect(widths[0]).toBeGreaterThan(200);
    expect(new Set(widths).size, `widths ${widths.join(', ')}`).toBe(1);
  });

  for (const width of [375, 1280]) {
    test(`the about page’s figures line up whichever labels wrap, at ${width}px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/about');
      const tops = async (selector: string) =>
        page
          .locator(selector)
          .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      const values = await tops('main dl dd');
      expect(values).toHaveLength(3);
      expect(new Set(values).size, `value tops ${values.join(', ')}`).toBe(1);
      const labels = await tops('main dl dt');
      expect(new Set(labels).size, `label tops ${labels.join(', ')}`).toBe(1);
      // The figure comes first, above its label.
      expect(values[0]).toBeLessThan(labels[0] ?? 0);
    });
  }

  test('an article ends with a way back to the news and a way to contact us', async ({ page }) => {
    await page.goto('/news/month-end-close-in-five-days');
    const article = page.locator('main article');
    await expect(article.getByRole('heading', { name: /talk this through/ })).toBeVisible();
    await expect(article.getByRole('link', { name: 'Talk to sales' })).toHaveAttribute(
      'href',
      '/contact?topic=sales',
    );
    await expect(article.getByRole('link', { name: 'All news and insights' })).toHaveAttribute(
      'href',
      '/news',
    );
    // The related posts' thumbnails are diagrams: shown whole, never cropped.
    const thumbnails = page.getByRole('region', { name: 'Related Articles' }).locator('img');
    expect(await thumbnails.count()).toBeGreaterThan(0);
    for (const fit of await thumbnails.evaluateAll((els) =>
      els.map((el) => getComputedStyle(el).objectFit),
    )) {
      expect(fit).toBe('contain');
    }
  });

  test('the footer lists News once', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'News', exact: true }),
    ).toHaveCount(1);
  });
});
