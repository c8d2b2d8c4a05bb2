import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { scan, formatFindings } from '../support/axe';
import { consentState, noConsentState, storedValueState } from '../support/consent';
import { waitForHydration } from '../support/hydration';
import { watchLayoutShifts } from '../support/layout-shifts';
import { cookieSettingsFallbackHref } from '@/content/legal/cookies';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, CONSENT_VERSION } from '@/lib/consent';
import { REJECT_ALL } from '@/lib/consent-write';

// A visitor who has not chosen yet (the config presets "Reject all" for every other spec).
test.use({ storageState: noConsentState });

/**
 * Counts every request to another origin than the site's (none is expected: the contact form
 * is our own, and nothing else on the site calls out); they are aborted.
 */
async function countThirdParty(page: Page) {
  const seen: string[] = [];
  const ours = (url: string) => new URL(url).hostname === '127.0.0.1' || url.startsWith('data:');
  page.on('request', (request) => {
    if (!ours(request.url())) seen.push(request.url());
  });
  await page.context().route(
    (url) => !ours(url.href),
    (route) => route.abort('blockedbyclient'),
  );
  return seen;
}

/** The banner, when it is on show (hidden, it is not in the accessibility tree). */
const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });
const settings = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });
/** The contact form, in the page's HTML whatever the visitor chose. */
const contactForm = (page: Page) => page.getByRole('textbox', { name: 'Work email' });
const footerSettings = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' });

async function storedConsent(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
}

/** Where an element is on screen; fails when it is not rendered. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

/** Waits for the page to settle after a choice, so late requests would have been counted. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test.describe('before any choice', () => {
  test('the banner asks, with Accept all and Reject all as equal choices', async ({ page }) => {
    const thirdParty = await countThirdParty(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const accept = banner(page).getByRole('button', { name: 'Accept all' });
    const reject = banner(page).getByRole('button', { name: 'Reject all' });
    await expect(accept).toBeVisible();
    await expect(reject).toBeVisible();
    const look = (button: typeof accept) =>
      button.evaluate((el) => {
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return {
          width: Math.round(box.width),
          height: box.height,
          top: box.top,
          color: style.color,
          background: style.backgroundColor,
          border: style.border,
          font: `${style.fontSize} ${style.fontWeight}`,
        };
      });
    // Same colours, border, type and size, on the same line.
    expect(await look(accept)).toEqual(await look(reject));
    await expect(banner(page).getByRole('button', { name: 'Settings' })).toBeVisible();
    await expect(banner(page).getByRole('link', { name: /cookie policy/ })).toHaveAttribute(
      'href',
      '/cookies',
    );
    expect(await storedConsent(page.context())).toBeUndefined();
    await settle(page);
    expect(thirdParty).toEqual([]);
  });

  test('/contact shows its form without any choice, and loads nothing from elsewhere', async ({
    page,
  }) => {
    const thirdParty = await countThirdParty(page);
    await page.goto('/contact');
    await expect(banner(page)).toBeVisible();
    await expect(contactForm(page)).toBeVisible();
    await expect(page.getByText(/only with your consent/)).toHaveCount(0);
    await settle(page);
    expect(thirdParty).toEqual([]);
    await expect(page.locator('script[src*="hsforms"]')).toHaveCount(0);
  });
});

/** Blocks every script chunk of the app: the page as it paints before any of them has loaded. */
async function blockChunks(page: Page) {
  await page.route('**/_next/static/chunks/**', (route) => route.abort());
}

/**
 * Holds back the chunk of the live banner and settings (the one holding the settings' words)
 * until `release` is called; every other chunk passes.
 */
async function holdConsentChunk(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('Save choices')) {
      requested = true;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, requested: () => requested };
}

/** Lets the effects of hydration run (ConsentManager's click listener among them). */
async function afterEffects(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
}

/** Holds back every script chunk of the app until `release` is called. */
async function holdChunks(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

// Chunks held or re-fetched by the route handlers above may still be in flight when a test
// ends; their handlers then fail with "Test ended", an error outside any test that fails the run.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test.describe('in the first paint', () => {
  test('the banner paints before any of our scripts has loaded', async ({ page }) => {
    await blockChunks(page);
    await page.goto('/privacy');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('heading', { name: 'Cookies on this site' })).toBeVisible();
    for (const name of ['Accept all', 'Reject all', 'Settings']) {
      await expect(banner(page).getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    await expect(banner(page).getByRole('link', { name: /cookie policy/ })).toBeVisible();
  });

  // Pinned to the bottom, a banner painted with half its HTML in would grow upwards when the
  // rest arrived. A document cut inside the banner stands for a frame painted at that moment.
  test('a banner whose HTML has not all arrived is not shown', async ({ page }) => {
    const html = await (await page.request.get('/privacy')).text();
    const cut = html.indexOf('>Accept all<');
    expect(cut).toBeGreaterThan(html.indexOf('data-consent-banner=""'));
    await page.route('**/privacy', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: html.slice(0, cut) }),
    );

    await page.goto('/privacy');
    await expect(page.locator('html')).toHaveAttribute('data-consent', 'ask');
    await expect(page.locator('[data-consent-banner]')).toHaveCount(1);
    await expect(page.locator('[data-consent-banner]')).toBeHidden();

    await page.unrouteAll({ behavior: 'wait' });
    await blockChunks(page);
    await page.goto('/privacy');
    await expect(banner(page)).toBeVisible();
  });

  test.describe('after a valid choice', () => {
    test.use({ storageState: consentState(REJECT_ALL) });

    test('the banner stays hidden, with or without our scripts', async ({ page }) => {
      await blockChunks(page);
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);

      await page.unrouteAll({ behavior: 'wait' });
      await page.goto('/privacy');
      await waitForHydration(page);
      await afterEffects(page);
      await expect(banner(page)).toHaveCount(0);
    });
  });

  // One element from the first paint to the choice: replaced by another, the same banner in the
  // loaded fonts was a new, larger paint and became the page's LCP seconds later.
  test('the banner is the same element, unmoved, once its code has loaded', async ({ page }) => {
    const shifts = await watchLayoutShifts(page);
    const chunk = await holdConsentChunk(page);
    await page.goto('/privacy');
    await waitForHydration(page);
    await expect.poll(chunk.requested).toBe(true);
    await expect(banner(page)).toBeVisible();
    await shifts.startAfterFonts();
    const before = await boxOf(banner(page));
    const element = await banner(page).elementHandle();

    chunk.release();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toHaveCount(1);
    expect(await element?.evaluate((el) => el.isConnected && el.checkVisibility())).toBe(true);
    expect(await boxOf(banner(page))).toEqual(before);
    expect(await shifts.recorded()).toEqual([]);
  });

  // Before hydration the <head> script keeps the click; after it, ConsentManager does.
  const early: [string, (page: Page) => Promise<() => void>][] = [
    [
      'before any script has run',
      async (page) => {
        const chunks = await holdChunks(page);
        await page.goto('/privacy', { waitUntil: 'domcontentloaded' });
        return chunks.release;
      },
    ],
    [
      'before the banner’s code has loaded',
      async (page) => {
        const chunk = await holdConsentChunk(page);
        await page.goto('/privacy');
        await waitForHydration(page);
        await afterEffects(page);
        await expect.poll(chunk.requested).toBe(true);
        return chunk.release;
      },
    ],
  ];
  for (const [when, holdBack] of early) {
    test(`Reject all clicked ${when} is carried out`, async ({ page, context }) => {
      const release = await holdBack(page);
      await banner(page).getByRole('button', { name: 'Reject all' }).click();
      expect(await storedConsent(context)).toBeUndefined();

      release();
      await expect(banner(page)).toHaveCount(0);
      expect((await storedConsent(context))?.value).toMatch(
        new RegExp(`^${CONSENT_VERSION}\\.\\d+\\.00$`),
      );
      await expect(page.locator('#main-content')).toBeFocused();
    });
  }

  test('Settings clicked before the banner’s code has loaded opens them once it has', async ({
    page,
  }) => {
    const chunk = await holdConsentChunk(page);
    await page.goto('/privacy');
    await waitForHydration(page);
    await afterEffects(page);
    await expect.poll(chunk.requested).toBe(true);
    await banner(page).getByRole('button', { name: 'Settings' }).click();

    chunk.release();
    await expect(settings(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(settings(page)).toHaveCount(0);
    await expect(banner(page).getByRole('button', { name: 'Settings' })).toBeFocused();
  });
});

test.describe('choices', () => {
  test('Reject all: stored for 12 months, no banner again, nothing from elsewhere', async ({
    page,
    context,
  }) => {
    const thirdParty = await countThirdParty(page);
    await page.goto('/contact');
    // The banner is in the HTML: a click before React hydrates it does nothing.
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(banner(page)).toHaveCount(0);

    const cookie = await storedConsent(context);
    expect(cookie?.value).toMatch(new RegExp(`^${CONSENT_VERSION}\\.\\d+\\.00$`));
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.httpOnly).toBe(false);
    expect(cookie?.secure).toBe(false); // http here; Secure is set on https
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(CONSENT_MAX_AGE_SECONDS - 120);
    expect(lifetime).toBeLessThanOrEqual(CONSENT_MAX_AGE_SECONDS);

    await expect(contactForm(page)).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await page.goto('/about');
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    await page.goto('/contact');
    await expect(contactForm(page)).toBeVisible();
    await settle(page);
    expect(thirdParty).toEqual([]);
  });

  test('Accept all: stored, but no optional category is recorded, as none is used', async ({
    page,
    context,
  }) => {
    const thirdParty = await countThirdParty(page);
    await page.goto('/contact');
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await storedConsent(context))?.value).toMatch(
      new RegExp(`^${CONSENT_VERSION}\\.\\d+\\.00$`),
    );
    await page.reload();
    await expect(banner(page)).toHaveCount(0);
    await expect(contactForm(page)).toBeVisible();
    await settle(page);
    expect(thirdParty).toEqual([]);
  });

  test('Settings: every optional category is off, says it is not used, and cannot be switched on', async ({
    page,
    context,
  }) => {
    const thirdParty = await countThirdParty(page);
    await page.goto('/contact');
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: 'Settings' }).click();
    const dialog = settings(page);
    await expect(dialog).toBeVisible();

    const necessary = dialog.getByRole('checkbox', { name: /Necessary/ });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: /Functional/ })).toHaveCount(0);
    for (const name of [/Analytics/, /Marketing/]) {
      await expect(dialog.getByRole('checkbox', { name })).not.toBeChecked();
      await expect(dialog.getByRole('checkbox', { name })).toBeDisabled();
    }
    await expect(dialog.getByText('Not used today')).toHaveCount(2);

    await dialog.getByRole('button', { name: 'Save choices' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    expect((await storedConsent(context))?.value).toMatch(/\.00$/);
    await settle(page);
    expect(thirdParty).toEqual([]);
  });
});

test.describe('asking again', () => {
  const withValue = (value: string) => ({ storageState: storedValueState(value) });

  const expired = [
    // Version 1 had the functional category of HubSpot's embedded form.
    ['a choice stored under an older version', `${CONSENT_VERSION - 1}.${Date.now()}.100`],
    [
      'a choice older than 12 months',
      `${CONSENT_VERSION}.${Date.now() - 366 * 24 * 3600 * 1000}.00`,
    ],
  ] as const;
  for (const [name, value] of expired) {
    test.describe(name, () => {
      test.use(withValue(value));
      test('shows the banner and loads nothing', async ({ page }) => {
        const thirdParty = await countThirdParty(page);
        await page.goto('/contact');
        await expect(banner(page)).toBeVisible();
        await settle(page);
        expect(thirdParty).toEqual([]);
      });
    });
  }

  test.describe('a broken value', () => {
    test.use(withValue('yes-please'));
    test('shows the banner', async ({ page }) => {
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
    });
  });
});

test.describe('keyboard and focus', () => {
  test('Tab goes skip link → banner; settings take focus, Escape hands it back', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('link', { name: /cookie policy/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(banner(page).getByRole('button', { name: 'Accept all' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const open = banner(page).getByRole('button', { name: 'Settings' });
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');

    const dialog = settings(page);
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Modal: the page behind is inert. Tab cycles through the dialog and, past its end, to the
    // browser's own controls (focus on <body>), never to a link or button of the page.
    const stops = new Set<string>();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      const where = await dialog.evaluate((el) => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return el.contains(active) ? `dialog: ${active.outerHTML.slice(0, 60)}` : 'page';
      });
      expect(where).not.toBe('page');
      stops.add(where);
    }
    // The close button and the three choices (no optional category can be switched on today).
    expect(stops.size).toBeGreaterThanOrEqual(4);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await expect(banner(page)).toBeVisible(); // closing is not a choice

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter'); // Reject all
    await expect(banner(page)).toHaveCount(0);
    expect((await storedConsent(page.context()))?.value).toMatch(/\.00$/);
  });

  test('the footer’s Cookie settings reopens the settings and gets focus back', async ({
    page,
  }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(banner(page)).toHaveCount(0);

    const opener = footerSettings(page);
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(settings(page)).toBeVisible();
    await expect(
      settings(page).getByRole('button', { name: 'Close cookie settings' }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(settings(page)).toHaveCount(0);
    await expect(opener).toBeFocused();

    await opener.click();
    await settings(page).getByRole('button', { name: 'Close cookie settings' }).click();
    await expect(opener).toBeFocused();
    await expect(banner(page)).toHaveCount(0);
  });
});

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('axe finds nothing with the banner and with the settings open', async ({ page }) => {
      // Entrance animations at their end state: axe cannot judge contrast mid-fade.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await waitForHydration(page);
      await expect(banner(page)).toBeVisible();
      const findings = await scan(page, 'banner open');
      await banner(page).getByRole('button', { name: 'Settings' }).click();
      await expect(settings(page)).toBeVisible();
      findings.push(...(await scan(page, 'settings open')));
      expect(findings, formatFindings(findings)).toEqual([]);
    });

    test('the banner fits, leaves the skip link and header free, and shifts nothing', async ({
      page,
    }) => {
      const shifts = await watchLayoutShifts(page);
      await page.goto('/');
      await waitForHydration(page);
      await shifts.startAfterFonts();
      const region = banner(page);
      await expect(region).toBeInViewport({ ratio: 1 });
      for (const name of ['Accept all', 'Reject all', 'Settings']) {
        await expect(region.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
      }
      const box = await boxOf(region);
      const header = await boxOf(page.locator('header').first());
      expect(box.y).toBeGreaterThan(header.y + header.height);
      expect(box.height).toBeLessThan(viewport.height * 0.5);

      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeInViewport();
      const skipBox = await boxOf(skip);
      expect(skipBox.y + skipBox.height).toBeLessThan(box.y);

      await page.waitForLoadState('networkidle');
      expect(await shifts.recorded()).toEqual([]);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('there is no banner, nothing from elsewhere, the form, and the footer links to the policy', async ({
    page,
  }) => {
    const thirdParty = await countThirdParty(page);
    await page.goto('/contact');
    // The banner is in the HTML, but nothing marks the page to show it.
    await expect(page.locator('[data-consent-banner]')).toHaveCount(1);
    await expect(banner(page)).toHaveCount(0);
    await expect(contactForm(page)).toBeVisible();
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' });
    await expect(link).toHaveAttribute('href', cookieSettingsFallbackHref);
    await settle(page);
    expect(thirdParty).toEqual([]);

    await link.click();
    await expect(page).toHaveURL(new RegExp(`${cookieSettingsFallbackHref}$`));
    await expect(page.locator(cookieSettingsFallbackHref.replace('/cookies', ''))).toContainText(
      'Managing cookies',
    );
  });
});

for (const [path, lang, duration] of [
  ['/cookies', 'en', '12 months'],
  ['/sv/cookies', 'sv', '12 månader'],
] as const) {
  test(`the cookie policy names every cookie the site can set (${path})`, async ({ page }) => {
    await page.goto(path);
    const article = page.locator(`article[lang="${lang}"]`);
    for (const name of [CONSENT_COOKIE, '__prerender_bypass']) {
      await expect(article.getByText(name, { exact: false }).first()).toBeVisible();
    }
    // The contact form is our own: no HubSpot cookie to name any more.
    for (const name of ['hubspotutk', '__hstc']) await expect(article).not.toContainText(name);
    await expect(article).toContainText(duration);
  });
}
