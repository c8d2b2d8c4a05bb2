import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { serviceSlugs } from '@/lib/routes';
import { cumulativeShift, watchLayoutShifts } from '../support/layout-shifts';
import { findNewsArticle } from '../support/site';

/** The fonts Chromium really drew a node's text with (not the CSS font-family list). */
async function platformFonts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

const pages: { label: string; path: () => Promise<string | null> }[] = [
  { label: 'the home page', path: async () => '/' },
  { label: 'a service page', path: async () => `/services/${serviceSlugs[0]}` },
  { label: 'a news article', path: async () => null },
];

// Each test has its own browser context: an empty cache, as someone landing from a search.
for (const target of pages) {
  test(`${target.label} paints its heading in our font on a fresh visit, and nothing moves`, async ({
    page,
  }) => {
    let path = await target.path();
    if (path === null) {
      const found = await findNewsArticle(page.request);
      test.skip('skip' in found, 'skip' in found ? found.skip : '');
      path = 'path' in found ? found.path : '/';
    }
    const shifts = await watchLayoutShifts(page);
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);

    const fonts = await platformFonts(page, 'h1');
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font, `the h1 of ${path} is drawn in Nunito Sans`).toMatchObject({
        familyName: expect.stringMatching(/^Nunito Sans/),
        isCustomFont: true,
      });
    }
    // The first paragraph set in the body font (an eyebrow above the heading is not).
    await page.evaluate(() => {
      const body = [...document.querySelectorAll('main p')].find((p) =>
        getComputedStyle(p).fontFamily.replaceAll('"', '').startsWith('bodyFont'),
      );
      body?.setAttribute('data-font-probe', '');
    });
    const paragraph = await platformFonts(page, 'main p[data-font-probe]');
    expect(paragraph.map((font) => font.familyName)).toEqual([expect.stringMatching(/^Inter/)]);
    expect(cumulativeShift(await shifts.settled()), `layout shifts on ${path}`).toBeLessThan(0.001);
  });
}

// Hero shapes, in both languages: the home hero, a service page's and a platform module's.
const heroPages = [
  '/',
  '/services/global-payroll',
  '/sv/services/global-payroll',
  '/sv/tech-solution/global-erp',
];

// On a slow link our fonts come late: `fallback` lets text wait 100 ms for them, then paints it
// in the sized fallbacks. A box whose width depends on a font (`ch`) kept its text invisible until
// that font came, a second on a slow phone, and that late paint was the page's LCP. Here the fonts
// are held back while the hero's text must paint; they would be given up on after 3 s.
for (const path of heroPages) {
  test(`${path} paints its hero text before our fonts arrive`, async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      const w = window as unknown as { textPaints: Set<Element> };
      w.textPaints = new Set();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const { element } = entry as PerformanceEntry & { element?: Element | null };
          if (element) w.textPaints.add(element);
        }
      }).observe({ type: 'element', buffered: true });
      // Element timing reports an element's paint only if it was marked before it was painted.
      new MutationObserver(() => {
        for (const element of document.querySelectorAll('main *:not([elementtiming])'))
          element.setAttribute('elementtiming', 'text');
      }).observe(document, { childList: true, subtree: true });
    });
    try {
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForFunction(
        () => {
          const painted = (window as unknown as { textPaints?: Set<Element> }).textPaints;
          const hero = document.querySelector('main > section');
          if (!painted || !hero) return false;
          // Chromium reports text under the block that holds it (an inline's under its block).
          const texts = [...hero.querySelectorAll('*')].filter((element) => {
            const box = element.getBoundingClientRect();
            const ownText = [...element.childNodes].some(
              (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
            );
            // An SVG's labels are drawn as an image, not text.
            return ownText && !element.closest('svg') && box.height > 1 && box.top < innerHeight;
          });
          const isPainted = (element: Element) => {
            for (let at: Element | null = element; at && at !== hero; at = at.parentElement)
              if (painted.has(at)) return true;
            return false;
          };
          return texts.length > 0 && texts.every(isPainted);
        },
        null,
        { timeout: 2_500 },
      );
      expect(
        await page.evaluate(() => document.fonts.check('16px bodyFont')),
        'our body font is still held back',
      ).toBe(false);
    } finally {
      release();
    }
  });
}

test('no width waits for a font: the stylesheet has no ch, ex, cap or ic', async ({ page }) => {
  await page.goto('/');
  const found = await page.evaluate(() => {
    const unit = /(^|[\s(,*/+-])[\d.]+(ch|ex|cap|ic)\b/;
    const out: string[] = [];
    const walk = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule)
          for (const property of rule.style)
            if (unit.test(rule.style.getPropertyValue(property)))
              out.push(
                `${rule.selectorText} { ${property}: ${rule.style.getPropertyValue(property)} }`,
              );
        if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) walk(sheet.cssRules);
    return out;
  });
  expect(found, 'sizes in units of a font that may not have arrived').toEqual([]);
});

/** The product screens' folders: the English ones, and the same screens with Swedish labels. */
const SCREEN_DIRS = ['art', 'art/sv'];
const FONT_FILES = {
  Inter: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  'Nunito Sans':
    'node_modules/@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2',
};
/** Ours (as the artworks name them), Arial's metric twin and the widest common sans serif. */
const TEXT_FONTS = [null, 'Liberation Sans', 'DejaVu Sans'] as const;

// The product screens are inline SVG set in the page's fonts, whichever are in force: their
// labels must stay apart in any of them (not "Tue 10Wed 11Thu 12" in a fallback), in
// English and in Swedish, whose words run longer.
test('the product screens keep every label apart, in our fonts and in wide fallbacks', async ({
  page,
}) => {
  const faces = await Promise.all(
    Object.entries(FONT_FILES).map(
      async ([family, file]) =>
        `@font-face{font-family:'${family}';font-weight:100 1000;src:url(data:font/woff2;base64,${(
          await readFile(file)
        ).toString('base64')})}`,
    ),
  );
  await page.setContent(`<!doctype html><style>${faces.join('')}</style><body></body>`);
  const screens: string[] = [];
  for (const dir of SCREEN_DIRS) {
    const files = (await readdir(path.join(process.cwd(), dir))).filter((file) =>
      file.startsWith('product-'),
    );
    expect(files.length, `product screens in ${dir}`).toBeGreaterThan(0);
    screens.push(...files.map((file) => `${dir}/${file}`));
  }
  const problems: string[] = [];
  for (const file of screens) {
    const svg = await readFile(path.join(process.cwd(), file), 'utf8');
    for (const font of TEXT_FONTS) {
      const touching = await page.evaluate(
        async ({ svg, font }) => {
          document.body.innerHTML = svg;
          if (font) {
            const style = document.createElement('style');
            style.textContent = `svg text { font-family: '${font}' !important; }`;
            document.body.append(style);
          }
          await Promise.all(
            ['Inter', 'Nunito Sans'].map((family) => document.fonts.load(`700 40px '${family}'`)),
          );
          // Rotated groups (receipts) stack their lines; their boxes are not the text's.
          const labels = [...document.querySelectorAll('text')]
            .filter((text) => !text.closest('[transform]'))
            .map((text) => ({ text: text.textContent, box: text.getBoundingClientRect() }));
          const found: string[] = [];
          labels.forEach((a, i) => {
            for (const b of labels.slice(i + 1)) {
              const sameLine =
                Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top) >
                0.3 * Math.min(a.box.height, b.box.height);
              const gap = Math.max(a.box.left, b.box.left) - Math.min(a.box.right, b.box.right);
              if (sameLine && gap < 4)
                found.push(`"${a.text}" and "${b.text}" (${gap.toFixed(1)} px apart)`);
            }
          });
          return found;
        },
        { svg, font },
      );
      problems.push(...touching.map((pair) => `${file} in ${font ?? 'our fonts'}: ${pair}`));
    }
  }
  expect(problems, problems.join('\n')).toEqual([]);
});
