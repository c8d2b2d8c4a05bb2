import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import * as siteEn from '@/content/site';
import { translations } from '@/content/words';
import { inLocale, localeOfPath, localizedPath } from '@/lib/i18n';
import {
  casePath,
  caseSlugs,
  servicePath,
  serviceSlugs,
  staticRoutes,
  techSolutionSubPagePath,
  techSolutionSubPages,
} from '@/lib/routes';
import { navigation } from '@/content/navigation';

const { mainNav } = navigation('en');
import { formatFindings, scan, type Finding } from '../support/axe';
import { watchCspViolations } from '../support/csp';
import { waitForHydration } from '../support/hydration';
import { cumulativeShift, watchLayoutShifts } from '../support/layout-shifts';
import { NOT_FOUND_PATH, UNKNOWN_TECH_SOLUTION_PATH } from '../support/site';
import { viewportOptions, viewports } from '../support/viewports';

/**
 * The route table in both languages, the tech-solution wildcard, the 404 pages and a news post
 * with tables. The menus are one component with the same words on every page of a
 * language: they are scanned open on the home page and on a page of each menu's section (where
 * an item is marked current), and on the Swedish home. A Swedish page is the English one's
 * components with other words: what longer words can break (reflow, wrapping, names) shows at
 * 375 px, so the Swedish twins are scanned there, and at 1280 px only the home and 404 pages.
 * For the same reason the pages of one template (the services, the modules, the client cases,
 * the legal documents) are all scanned at 375 px, and the first of each at 1280 px.
 */
const menuPages: ReadonlySet<string> = new Set([
  '/',
  `/services/${serviceSlugs[0]}`,
  '/tech-solution/netsuite',
  '/customers',
]);
const templateSiblings: ReadonlySet<string> = new Set([
  ...serviceSlugs.slice(1).map(servicePath),
  ...techSolutionSubPages.slice(1).map(techSolutionSubPagePath),
  ...caseSlugs.slice(1).map(casePath),
  '/terms',
  '/cookies',
]);
for (const path of [...menuPages, ...templateSiblings]) {
  if (!staticRoutes.some((route) => route.path === path)) throw new Error(`${path} is no route`);
}

const targets: {
  label: string;
  path: string;
  menus: boolean;
  status?: 404;
  /** Scanned at 375 px only. */
  phoneOnly?: boolean;
}[] = [
  ...staticRoutes.map((route) => ({
    label: route.path,
    path: route.path,
    menus: menuPages.has(route.path),
    phoneOnly: templateSiblings.has(route.path),
  })),
  ...staticRoutes.map((route) => {
    const path = localizedPath(route.path, 'sv');
    return { label: path, path, menus: route.path === '/', phoneOnly: route.path !== '/' };
  }),
  {
    label: UNKNOWN_TECH_SOLUTION_PATH,
    path: UNKNOWN_TECH_SOLUTION_PATH,
    menus: true,
    status: 404,
  },
  {
    label: `/sv${UNKNOWN_TECH_SOLUTION_PATH}`,
    path: `/sv${UNKNOWN_TECH_SOLUTION_PATH}`,
    menus: false,
    status: 404,
  },
  { label: 'the 404 page', path: NOT_FOUND_PATH, menus: true, status: 404 },
  { label: 'the Swedish 404 page', path: `/sv${NOT_FOUND_PATH}`, menus: false, status: 404 },
  // A post with tables (what a phone's width can break), from the demo content.
  { label: 'a news article', path: '/news/nordic-payroll-one-process', menus: true },
];

// No traces here: each failure message lists every problem it found, and recording axe's
// injected source in a trace makes every scan about a quarter slower.
test.use({ trace: 'off' });

const dropdownCount = mainNav.filter((item) => item.dropdownItems).length;

for (const viewport of viewports) {
  test.describe(`axe at ${viewport.width}px`, () => {
    // Up to four scans per test; a busy machine needs more than the default 30 s.
    test.describe.configure({ timeout: 60_000 });
    // Every entrance animation at its end state: axe cannot judge contrast mid-fade, and it
    // skips content that waits, invisible, for the scroll that would reveal it.
    test.use({
      ...viewportOptions(viewport),
      reducedMotion: 'reduce',
    });

    for (const target of targets.filter((t) => viewport.isMobile || !t.phoneOnly)) {
      // A fresh visit (each test has its own context and an empty cache), as someone landing.
      test(`${target.label}: no layout shift, no WCAG 2.2 AA or CSP violations${target.menus ? ', menus closed and open' : ''}${viewport.isMobile ? ', no sideways scroll' : ''}`, async ({
        page,
        expectedErrors,
      }) => {
        const { path } = target;
        if (target.status) expectedErrors.add(target.status, path);
        const cspViolations = await watchCspViolations(page);
        const shifts = await watchLayoutShifts(page);
        await page.goto(path);
        await waitForHydration(page);
        // Target size and contrast as they will be read: in our fonts.
        await page.evaluate(() => document.fonts.ready);
        // Below 0.005, not 0.001 as fonts.spec.ts asks of three landing pages: on a busy
        // machine our fonts can land after the first frame (font-display: fallback), and a
        // heading set again in them may nudge what follows by a pixel or two (0.0013 on /trust
        // at 1280, once). Anything that really moves, a late image or banner, is far above.
        expect(
          cumulativeShift(await shifts.settled()),
          `layout shifts on ${path} from its first paint`,
        ).toBeLessThan(0.005);
        if (viewport.isMobile) {
          // WCAG 1.4.10 Reflow: nothing wider than the phone.
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          expect(scrollWidth, `page width of ${path} at 375px`).toBeLessThanOrEqual(clientWidth);
        }
        const findings: Finding[] = await scan(page, 'menus closed');
        const header = page.getByRole('banner');

        if (!target.menus) {
          // Scanned closed only (see `targets`).
        } else if (viewport.isMobile) {
          const { siteCopy } = inLocale(localeOfPath(path), siteEn, translations.site);
          await header.getByRole('button', { name: siteCopy.openMenu }).click();
          await expect(
            header.getByRole('navigation', { name: siteCopy.mainNavLabel }),
          ).toBeVisible();
          findings.push(...(await scan(page, 'mobile menu open', 'header')));
        } else {
          const triggers = header.locator('nav button[aria-controls]');
          await expect(triggers).toHaveCount(dropdownCount);
          for (const trigger of await triggers.all()) {
            const name = (await trigger.textContent())?.trim();
            await trigger.focus();
            await page.keyboard.press('Enter');
            await expect(trigger).toHaveAttribute('aria-expanded', 'true');
            findings.push(...(await scan(page, `${name} dropdown open`, 'header')));
            await page.keyboard.press('Escape');
            await expect(trigger).toHaveAttribute('aria-expanded', 'false');
          }
        }

        expect(findings.length, `axe violations on ${path}:\n${formatFindings(findings)}`).toBe(0);
        expect(await cspViolations(), `CSP violations on ${path}`).toEqual([]);
      });
    }
  });
}

type Stop = {
  /** The `data-tab-stop` mark: a number for expected stops, `extra-N` for others. */
  key: string;
  label: string;
  region: 'before main' | 'main' | 'footer' | 'elsewhere';
  visible: boolean;
  ring: boolean;
  obscuredBy: string | null;
};

const REGION_ORDER: Record<Stop['region'], number> = {
  'before main': 0,
  main: 1,
  footer: 2,
  elsewhere: 3,
};

/** Numbers every element Tab should reach (visible, enabled, not tabindex=-1). */
async function markTabbable(page: Page): Promise<Map<string, string>> {
  const entries = await page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]):not([type="radio"]), select, textarea, summary, iframe, [tabindex]';
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter(
        (el) =>
          el.tabIndex >= 0 &&
          !el.matches(':disabled') &&
          el.checkVisibility({ visibilityProperty: true }),
      )
      .map((el, index) => {
        el.dataset.tabStop = String(index);
        const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
        return [String(index), `<${el.tagName.toLowerCase()}> "${text}"`] as const;
      });
  });
  return new Map(entries);
}

/** Where focus is now, and whether a sighted keyboard user can see it and its ring. */
async function focusedStop(page: Page): Promise<Stop | null> {
  // Let a focus transition (the skip link slides in) settle: two frames.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return null;
    const main = document.querySelector('main');
    const region = el.closest('main')
      ? 'main'
      : el.closest('footer')
        ? 'footer'
        : main && main.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING
          ? 'before main'
          : 'elsewhere';
    const rect = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const transparent = (color: string) =>
      color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
    const ring =
      (style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        !transparent(style.outlineColor)) ||
      style.boxShadow !== 'none';
    const visible =
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < innerHeight &&
      rect.left < innerWidth;
    // WCAG 2.4.11: the focused element must not be hidden behind the fixed header.
    const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
    const y = Math.min(Math.max(rect.top + rect.height / 2, 0), innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const obscuredBy =
      hit && !el.contains(hit) && !hit.contains(el)
        ? `<${hit.tagName.toLowerCase()} class="${hit.className}">`
        : null;
    // Focusable but not in the list (a scroll container, say): still checked, under its own mark.
    el.dataset.tabStop ??= `extra-${document.querySelectorAll('[data-tab-stop^="extra"]').length}`;
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
    return {
      key: el.dataset.tabStop,
      label: `<${el.tagName.toLowerCase()}> "${text}"`,
      region,
      visible,
      ring,
      obscuredBy,
    } as const;
  });
}

const keyboardPages = ['/', `/services/${serviceSlugs[0]}`, '/contact'];

for (const viewport of viewports) {
  test.describe(`keyboard at ${viewport.width}px`, () => {
    test.use({
      ...viewportOptions(viewport),
      reducedMotion: 'reduce',
    });

    for (const path of keyboardPages) {
      test(`Tab reaches every control on ${path}, header → main → footer, each with a visible ring`, async ({
        page,
      }) => {
        await page.goto(path);
        await waitForHydration(page);
        const tabbable = await markTabbable(page);
        const problems: string[] = [];
        const visited = new Set<string>();
        let lastRegion: Stop['region'] = 'before main';

        for (let presses = 0; presses < tabbable.size + 20; presses++) {
          await page.keyboard.press('Tab');
          // Let transitions settle first: the skip link slides away over 150 ms after it loses
          // focus, and would otherwise be caught covering the logo mid-slide.
          await page.evaluate(() =>
            Promise.all(
              document
                .getAnimations()
                .filter((animation) => animation instanceof CSSTransition)
                .map((animation) => animation.finished.catch(() => undefined)),
            ),
          );
          const stop = await focusedStop(page);
          if (!stop || visited.has(stop.key)) break;
          visited.add(stop.key);
          if (!stop.visible) problems.push(`${stop.label} is focused but not visible`);
          if (!stop.ring) problems.push(`${stop.label} has no focus ring (outline or box-shadow)`);
          if (stop.obscuredBy) problems.push(`${stop.label} is covered by ${stop.obscuredBy}`);
          if (stop.region === 'elsewhere') {
            problems.push(`${stop.label} is outside the header, main and footer`);
          } else if (REGION_ORDER[stop.region] < REGION_ORDER[lastRegion]) {
            problems.push(`${stop.label} (${stop.region}) comes after an element in ${lastRegion}`);
          }
          lastRegion = stop.region;
        }

        for (const [key, label] of tabbable) {
          if (!visited.has(key)) problems.push(`${label} is never reached with Tab`);
        }
        expect(lastRegion, 'the Tab sequence ends in the footer').toBe('footer');
        expect(problems.length, `keyboard problems on ${path}:\n  ${problems.join('\n  ')}`).toBe(
          0,
        );
      });
    }
  });
}
