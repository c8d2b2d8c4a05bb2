/** The noindex tools: the login mock, the button design guide and the brand page's downloads. */
import { expect, test } from '../support/test';
import { loginPage } from '@/content/login';
import { COPY_RESET_MS, LOGIN_DELAY_MS } from '@/lib/ui-constants';

test.describe('login mock', () => {
  test('is busy, then toasts success and clears the fields', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByLabel('Email address');
    const password = page.getByLabel('Password', { exact: true });
    await email.fill('anna@example.com');
    await password.fill('correct horse');
    await page.getByLabel('Remember me').check();

    const started = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await expect(page.getByText(loginPage.toast.message)).toBeVisible({ timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_DELAY_MS - 100);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(email).toHaveValue('');
    await expect(password).toHaveValue('');
    await expect(page.getByLabel('Remember me')).not.toBeChecked();
  });

  test('lets the browser refuse an invalid email address', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(
      await page.getByLabel('Email address').evaluate((el: HTMLInputElement) => el.validity.valid),
    ).toBe(false);
  });
});

test.describe('button design guide', () => {
  test('copies a code sample and resets the label after 2 s', async ({ page }) => {
    await page.addInitScript(() => {
      const copied: string[] = [];
      Object.assign(window, { copied });
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: async (text: string) => void copied.push(text) },
      });
    });
    await page.clock.install({ time: new Date('2026-11-22T09:00:00Z') });
    await page.goto('/design/buttons');
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(new Date('2026-11-22T09:10:00Z'));
    const copy = page.getByRole('button', { name: 'Copy: Code for the primary button' });
    const copied = page.getByRole('button', { name: 'Copied: Code for the primary button' });
    // Retried until the page has hydrated and the button reacts.
    await expect(async () => {
      await copy.click();
      await expect(copied).toBeVisible({ timeout: 500 });
    }).toPass();

    await expect(copied).toHaveText('Copied');
    await expect(
      page.getByRole('status').filter({ hasText: 'copied to the clipboard' }),
    ).toHaveText('Code for the primary button copied to the clipboard');
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toContain(
      '<Button variant="primary" size="md">Get Started</Button>',
    );

    await page.clock.runFor(COPY_RESET_MS - 100);
    await expect(copied).toBeVisible();
    await page.clock.runFor(100);
    await expect(copy).toHaveText('Copy');
  });

  test('shows every variant of the real button definition', async ({ page }) => {
    await page.goto('/design/buttons');
    for (const variant of ['primary', 'secondary', 'light', 'outlineLight', 'ghost', 'link']) {
      await expect(
        page.getByRole('heading', { level: 3, name: variant, exact: true }).first(),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: variant, exact: true })).toBeDisabled();
    }
  });

  for (const width of [375, 1280]) {
    test(`no copy button covers its code at ${width}px, scrolled or not`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/design/buttons');
      const samples = page.locator('figure:has(pre)');
      expect(await samples.count()).toBeGreaterThan(5);
      for (const sample of await samples.all()) {
        const pre = sample.locator('pre');
        // Scrolled to its end, the longest line passes where an overlaid button would sit.
        await pre.evaluate((el) => (el.scrollLeft = el.scrollWidth));
        const button = await sample.getByRole('button').boundingBox();
        const code = await pre.boundingBox();
        if (!button || !code) throw new Error('a code sample is not rendered');
        const overlaps =
          button.x < code.x + code.width &&
          code.x < button.x + button.width &&
          button.y < code.y + code.height &&
          code.y < button.y + button.height;
        expect(overlaps, 'the copy button overlaps the code').toBe(false);
      }
    });
  }
});

test.describe('brand downloads', () => {
  test('the logo package is a zip of ours', async ({ page, request }) => {
    const response = await request.get('/brand/solvik-logo-package.zip');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/zip');
    const body = await response.body();
    expect(body.subarray(0, 2).toString()).toBe('PK');
    expect(body.includes(Buffer.from('solvik-logo-white.svg'))).toBe(true);

    await page.goto('/brand');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download the logo package' }).click();
    expect((await download).suggestedFilename()).toBe('solvik-logo-package.zip');
  });

  test('the colour palette is JSON generated from the tokens', async ({ request }) => {
    const response = await request.get('/brand/solvik-palette.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    const palette = await response.json();
    const primary = palette.families.find((f: { name: string }) => f.name === 'primary');
    expect(primary.colors[0]).toMatchObject({ name: 'primary', hex: '#1A1A2E' });
    const orange = palette.families.find((f: { name: string }) => f.name === 'orange');
    expect(orange.colors[0]).toMatchObject({ name: 'orange', hex: '#C26542' });
  });
});
