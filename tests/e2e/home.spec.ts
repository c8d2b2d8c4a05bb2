import { expect, test } from '../support/test';
import { viewportOptions, viewports } from '../support/viewports';
import { sitemapUrls, sitePath } from '../support/site';

/** What a reader sees of a page's HTML: its body's text, without scripts, styles or tags. */
function visibleText(html: string): string {
  const body = html.slice(html.search(/<body[\s>]/i));
  return body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, '\u00a0');
}

const seventyPercent = /70\s?%/g;

test('"70%" is said at most once on any page, in both languages', async ({ request }) => {
  const paths = (await sitemapUrls(request)).map(sitePath);
  expect(paths).toEqual(expect.arrayContaining(['/', '/sv', '/services', '/sv/about']));
  const repeated: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const count = visibleText(await response.text()).match(seventyPercent)?.length ?? 0;
    if (count > 1) repeated.push(`${path}: ${count} times`);
  }
  expect(repeated).toEqual([]);
});

test('the check counts what a reader sees', () => {
  const html =
    '<head><title>70%</title></head><body><p>Up to 70% less</p><script>"70%"</script><p>70&nbsp;%</p></body>';
  expect(visibleText(html).match(seventyPercent)).toHaveLength(2);
});

test.describe('proof within the first three phone screens', () => {
  const phone = viewports.find((viewport) => viewport.isMobile);
  if (!phone) throw new Error('no phone viewport');
  test.use(viewportOptions(phone));

  for (const path of ['/', '/sv']) {
    test(`${path}: client logos and a case start within ${3 * phone.height}px`, async ({
      page,
    }) => {
      await page.goto(path);
      const proof = page.locator('section[aria-labelledby="clients-heading"]');
      const top = (selector: string) =>
        proof
          .locator(selector)
          .first()
          .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      // The logo wall's first logo and the first case.
      expect(await top('ul li')).toBeLessThan(3 * phone.height);
      expect(await top('article')).toBeLessThan(3 * phone.height);
    });
  }
});

// The hero's buttons are the page's first way on: at full strength from the first frame (a pale
// button reads as disabled), and on one row at 1280 in both languages; the home hero's, and the
// shared page hero's (About: two buttons).
for (const [path, count] of [
  ['/', 3],
  ['/sv', 3],
  ['/sv/about', 2],
] as const) {
  test(`${path}: the hero's buttons are fully opaque at first paint and on one row at 1280`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(path, { waitUntil: 'commit' });
    const buttons = page.locator('main section').first().getByRole('link');
    await buttons.first().waitFor({ state: 'attached' });
    // The opacity the reader sees: the product of the element's and all its ancestors'.
    const opacities = await buttons.evaluateAll((links) =>
      links.map((link) => {
        let opacity = 1;
        for (let el: Element | null = link; el; el = el.parentElement)
          opacity *= Number(getComputedStyle(el).opacity);
        return opacity;
      }),
    );
    expect(opacities.length).toBe(count);
    for (const opacity of opacities) expect(opacity).toBe(1);
    await page.waitForLoadState('load');
    await page.waitForTimeout(1500);
    const tops = await buttons.evaluateAll((links) =>
      links.map((link) => Math.round(link.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, `button tops ${tops.join(', ')}`).toBe(1);
  });
}
