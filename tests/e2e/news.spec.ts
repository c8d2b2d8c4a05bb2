import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';

// News on the bundled demo content (the default build, no Contentful settings).

const newest = {
  slug: 'month-end-close-in-five-days',
  title: 'Closing the books in five days',
};

async function jsonLd(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === type);
}

test.describe('news list', () => {
  test('shows every post newest first as a card linking to its article', async ({ page }) => {
    const response = await page.goto('/news');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest articles');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(6);

    const first = cards.first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(newest.title);
    await expect(first.getByRole('link', { name: newest.title })).toHaveAttribute(
      'href',
      `/news/${newest.slug}`,
    );
    await expect(first.getByText('November 12, 2026')).toBeVisible();
    await expect(
      first.getByText('A fast close is not about working late.', { exact: false }),
    ).toBeVisible();
    await expect(first.getByText('Maria Ekström')).toBeVisible();
    await expect(first.getByText('Read more →')).toBeVisible();
    await expect(first.getByRole('img', { name: /month-end tasks/ })).toBeVisible();

    // The first card's image is fetched first and shows a blurred preview until it arrives
    // (lib/news/image-placeholder.ts); the other cards' images load lazily, on a plain grey.
    const images = cards.locator('img[data-news-image]');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    const previews = await images.evaluateAll((all) =>
      all.map((image) => (image as HTMLImageElement).style.backgroundImage),
    );
    expect(previews[0]).toMatch(/^url\("data:image\/svg\+xml/);
    expect(previews.slice(1).filter(Boolean)).toEqual([]);

    const dates = await cards
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  test('fits on one page: no page links, and no /news/page/{n}', async ({ page, request }) => {
    await page.goto('/news');
    await expect(page.getByRole('navigation', { name: 'News pages' })).toHaveCount(0);
    expect(await page.locator('link[rel="next"], link[rel="prev"]').count()).toBe(0);
    for (const path of ['/news/page/1', '/news/page/2', '/news/page/x'])
      expect((await request.get(path)).status(), path).toBe(404);
  });

  test('lays the cards out in 1, 2 and 3 columns', async ({ page }) => {
    const columns = async (width: number) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/news');
      const lefts = await page
        .locator('main article')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().left)));
      return new Set(lefts).size;
    };
    expect(await columns(375)).toBe(1);
    expect(await columns(800)).toBe(2);
    expect(await columns(1280)).toBe(3);
  });
});

test.describe('news article', () => {
  test('shows the post, its rich text and related articles', async ({ page }) => {
    const response = await page.goto(`/news/${newest.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('Published: November 12, 2026')).toBeVisible();
    await expect(page.locator('main').getByText('Maria Ekström')).toBeVisible();
    const featured = page.getByRole('img', { name: /month-end tasks/ });
    await expect(featured).toBeVisible();
    await expect(featured).toHaveAttribute('style', /background-image:url\("data:image\/svg\+xml/);
    await expect(page.getByRole('heading', { name: 'The order of work' })).toBeVisible();
    await expect(page.locator('main ol > li')).toHaveCount(5);
    await expect(page.locator('main blockquote')).toContainText('The fastest closes we run');
    await expect(page.locator('figure[data-full-width="true"] figcaption')).toHaveText(
      /five-day close/,
    );

    const related = page.getByRole('region', { name: 'Related Articles' });
    await expect(related.getByRole('link')).toHaveCount(2);
    await related.getByRole('link', { name: /NetSuite OneWorld/ }).click();
    await expect(page).toHaveURL(/\/news\/netsuite-oneworld-nordic-subsidiaries$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('NetSuite OneWorld');
  });

  // Links in rich text: tests/unit/news/rich-text.test.tsx, and from the CMS news-cms-input.
  test('renders tables and line breaks', async ({ page }) => {
    await page.goto('/news/nordic-payroll-one-process');
    await expect(page.getByRole('columnheader', { name: 'Monthly report' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Norway', exact: true })).toBeVisible();
    expect(await page.locator('main blockquote br').count()).toBe(2);
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('an editor’s table shows every column on the screen, still a table', async ({ page }) => {
      await page.goto('/news/nordic-payroll-one-process');
      const region = page.getByRole('region', { name: 'Table' });
      const sizes = await region.evaluate((box) => ({
        right: box.getBoundingClientRect().right,
        page: document.documentElement.clientWidth,
        pageScroll: document.documentElement.scrollWidth,
        scrolls: box.scrollWidth > box.clientWidth,
      }));
      expect(sizes.right).toBeLessThanOrEqual(sizes.page);
      expect(sizes.pageScroll).toBe(sizes.page);
      expect(sizes.scrolls).toBe(false);
      // The point of the table, the due date, is on the screen beside the report it is for.
      const table = page.getByRole('table');
      for (const name of [
        'Due',
        '5th of the following month',
        'Within five days of the pay date',
      ]) {
        const cell = table.getByRole(name === 'Due' ? 'columnheader' : 'cell', { name });
        await cell.scrollIntoViewIfNeeded();
        await expect(cell).toBeInViewport({ ratio: 1 });
        const box = await cell.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
      }
      await expect(table.getByRole('row')).toHaveCount(5);
    });
  });

  test('at 1280 an editor’s table is laid out in columns', async ({ page }) => {
    await page.goto('/news/nordic-payroll-one-process');
    const tops = await page
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().top)));
    expect(new Set(tops).size, `cell tops ${tops.join(', ')}`).toBe(1);
  });

  test('answers 404 for an unknown slug', async ({ page, expectedErrors }) => {
    expectedErrors.add(404, '/news/no-such-post');
    const response = await page.goto('/news/no-such-post');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Error: Blog post not found.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });

  test('carries metadata from the SEO fields and NewsArticle JSON-LD', async ({ page }) => {
    await page.goto('/news/netsuite-oneworld-nordic-subsidiaries');
    await expect(page).toHaveTitle('NetSuite OneWorld for Nordic subsidiaries | Solvik');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://insights.solvik.example/netsuite-oneworld-nordic-subsidiaries',
    );
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /netsuite-share\.webp$/,
    );
    const article = await jsonLd(page, 'NewsArticle');
    expect(article).toMatchObject({
      headline: 'NetSuite OneWorld for Nordic subsidiaries: five decisions before go-live',
      datePublished: '2026-09-17T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Henrik Dahl' },
      publisher: { '@type': 'Organization', name: 'Solvik' },
      image: [expect.stringMatching(/netsuite-share\.webp$/)],
    });

    await page.goto(`/news/${newest.slug}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `https://www.solvik.example/news/${newest.slug}`,
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');

    await page.goto('/news/client-day-2026');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.goto('/news/nordic-e-invoicing-peppol');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /nofollow/);
  });
});

test.describe('feed', () => {
  test('the RSS feed lists every indexable post with its date', async ({ request }) => {
    const response = await request.get('/news/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0"');
    const links = [
      ...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>[\s\S]*?<pubDate>([^<]+)<\/pubDate>/g),
    ];
    expect(links).toHaveLength(5);
    expect(links[0]?.[1]).toBe(`https://www.solvik.example/news/${newest.slug}`);
    expect(links[0]?.[2]).toBe('Thu, 12 Nov 2026 00:00:00 GMT');
    expect(xml).not.toContain('client-day-2026');
  });
});

test.describe('news endpoints without Contentful', () => {
  test('the webhook refuses other methods, and without a secret every call as unsigned', async ({
    request,
  }) => {
    const get = await request.get('/api/revalidate');
    expect(get.status()).toBe(405);
    expect(get.headers()['allow']).toBe('POST');
    const post = await request.post('/api/revalidate', { data: '{}' });
    expect(post.status()).toBe(401);
    expect(await post.text()).not.toContain('CONTENTFUL_WEBHOOK_SECRET');
  });

  test('draft mode cannot be turned on', async ({ request }) => {
    const response = await request.get(`/api/draft?secret=anything&slug=${newest.slug}`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(401);
  });
});
