import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { parse } from 'flatted';
import cmsEnv from '../fake-cda/cms-env.json';
import { formatFindings, scan } from '../support/axe';
import { CMS_BASE_URL } from '../../playwright.config';
import { watchCspViolations } from '../support/csp';

// Live Preview and draft-mode headers, against the site built on the fake Content Delivery API
// (project "cms", .next-cms). The fake's preview token serves drafts. These tests only read.

const secret = encodeURIComponent(cmsEnv.CONTENTFUL_DRAFT_SECRET);
const published = {
  slug: 'nordic-payroll-one-process',
  id: 'postNordicPayroll',
  seo: 'seoNordicPayroll',
};
const draft = {
  slug: 'year-end-checklist-2026',
  id: 'draftYearEnd',
  title: 'The year-end checklist for Nordic groups',
};
const contentfulApp = 'https://app.contentful.com';
const enterDraftMode = (slug: string) => `/api/draft?secret=${secret}&slug=${slug}`;

const frameAncestors = (csp: string | undefined) => /frame-ancestors ([^;]+)/.exec(csp ?? '')?.[1];

/** A request context in draft mode, following the draft URL as an editor's browser would. */
async function draftRequest(request: APIRequestContext, slug = published.slug) {
  const response = await request.get(enterDraftMode(slug));
  expect(response.status()).toBe(200);
  return response;
}

test.describe('headers', () => {
  test("outside draft mode nobody may frame a page: frame-ancestors 'none' and X-Frame-Options DENY", async ({
    request,
  }) => {
    for (const path of ['/news', `/news/${published.slug}`, '/', '/api/draft/disable']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(frameAncestors(response.headers()['content-security-policy']), path).toBe("'none'");
      expect(response.headers()['x-frame-options'], path).toBe('DENY');
    }
  });

  test("draft-mode responses may be framed by Contentful's app only, without X-Frame-Options", async ({
    request,
  }) => {
    await draftRequest(request);
    for (const path of ['/news', `/news/${published.slug}`, `/news/${draft.slug}`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(frameAncestors(response.headers()['content-security-policy']), path).toBe(
        contentfulApp,
      );
      expect(response.headers()['x-frame-options'], path).toBeUndefined();
      // A shared cache must never keep a draft and hand it to a visitor.
      expect(response.headers()['cache-control'], path).toMatch(/private|no-store/);
    }
    // The feed is not a draft page: it stays the published feed.
    const feed = await request.get('/news/feed.xml');
    expect(feed.status()).toBe(200);
    expect(await feed.text()).not.toContain(draft.title);
  });

  test('the draft cookie is set for a cross-site iframe (SameSite=None; Secure) and leaving clears it', async ({
    request,
  }) => {
    const enter = await request.get(enterDraftMode(published.slug), { maxRedirects: 0 });
    expect(enter.status()).toBe(307);
    const set =
      enter.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value ?? '';
    expect(set).toMatch(/^__prerender_bypass=[^;]+/);
    expect(set).toMatch(/; *SameSite=None/i);
    expect(set).toMatch(/; *Secure/i);
    expect(set).toMatch(/; *HttpOnly/i);
    expect(set).toMatch(/; *Path=\//i);

    const leave = await request.get(`/api/draft/disable?path=/news/${published.slug}`, {
      maxRedirects: 0,
    });
    const cleared = leave.headersArray().find((h) => h.name.toLowerCase() === 'set-cookie')?.value;
    expect(cleared).toMatch(/^__prerender_bypass=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(cleared).toMatch(/; *SameSite=None/i);
    expect(cleared).toMatch(/; *Secure/i);
    // Gone: the draft is a 404 again and the page may not be framed.
    const after = await request.get(`/news/${draft.slug}`);
    expect(after.status()).toBe(404);
    expect(frameAncestors(after.headers()['content-security-policy'])).toBe("'none'");
  });

  test('a forged draft cookie shows no draft and is cleared', async ({
    page,
    context,
    expectedErrors,
  }) => {
    expectedErrors.add(404, `/news/${draft.slug}`);
    await context.addCookies([{ name: '__prerender_bypass', value: 'forged', url: CMS_BASE_URL }]);
    const response = await page.goto(`/news/${draft.slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Error: Blog post not found.')).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(
      '__prerender_bypass',
    );
    expect(frameAncestors(response?.headers()['content-security-policy'])).toBe("'none'");
  });
});

test('the preview works in Swedish: the sv-SE draft under /sv, tagged for the inspector, the SDK set to sv-SE', async ({
  page,
}) => {
  await page.goto(`${enterDraftMode(draft.slug)}&locale=sv-SE`);
  await expect(page).toHaveURL(new RegExp(`/sv/news/${draft.slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Checklistan inför årsbokslutet för nordiska koncerner',
  );
  await expect(page.getByRole('status')).toContainText('Förhandsgranskning');
  const tags = await inspectorTags(page);
  expect(tags).toContainEqual(['title', draft.id]);
  // The SDK merges the editor's changes of the page's locale (LivePreviewRoot's settings).
  expect(await page.content()).toMatch(/\\"locale\\":\\"sv-SE\\"/);
});

/** Every tagged element: [field id, entry id]. */
const inspectorTags = (page: Page) =>
  page
    .locator('[data-contentful-field-id]')
    .evaluateAll((elements) =>
      elements.map((element) => [
        element.getAttribute('data-contentful-field-id'),
        element.getAttribute('data-contentful-entry-id'),
      ]),
    );

test.describe('inspector mode', () => {
  test('in draft mode the title, short description, image, author, body and SEO fields are tagged', async ({
    page,
  }) => {
    test.slow(); // two draft pages rendered per request, and two axe scans
    // Entrance animations at their end state for the axe scans below (contrast mid-fade).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const cspViolations = await watchCspViolations(page);
    await page.goto(enterDraftMode(published.slug));
    await expect(page).toHaveURL(new RegExp(`/news/${published.slug}$`));
    await expect(page.getByRole('status')).toContainText('Preview is on');
    const tags = await inspectorTags(page);
    for (const field of ['title', 'shortDescription', 'featuredImage', 'author', 'content']) {
      expect(tags, field).toContainEqual([field, published.id]);
    }
    for (const field of [
      'pageTitle',
      'pageDescription',
      'canonicalUrl',
      'noindex',
      'shareImages',
    ]) {
      expect(tags, field).toContainEqual([field, published.seo]);
    }
    await expect(page.locator('h1[data-contentful-field-id="title"]')).toHaveText(
      'One payroll process for four Nordic countries',
    );
    await expect(page.locator('[data-contentful-field-id="content"] p').first()).toBeVisible();
    const findings = await scan(page, 'draft article');
    // The list is tagged too: each card opens its post.
    await page.goto('/news');
    expect(await inspectorTags(page)).toContainEqual(['title', draft.id]);
    findings.push(...(await scan(page, 'draft list')));
    expect(findings, formatFindings(findings)).toEqual([]);
    // The Live Preview SDK runs under the draft policy.
    expect(await cspViolations()).toEqual([]);
  });

  test('outside draft mode nothing is tagged and no Live Preview code is loaded', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    for (const path of [`/news/${published.slug}`, '/news']) {
      scripts.length = 0;
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(
        await page.locator('[data-contentful-field-id], [data-contentful-entry-id]').count(),
      ).toBe(0);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const source of scripts) {
        expect(source).not.toContain('live-preview-sdk');
        expect(source).not.toContain('data-contentful-field-id');
      }
    }
  });
});

test('a live update from the editor changes the title in the framed article without a reload', async ({}, testInfo) => {
  test.slow(); // its own browser, with a real profile
  // The draft cookie (SameSite=None; Secure, not Partitioned) travels in Contentful's iframe
  // only where third-party cookies are allowed, as in Chrome's default profile. Playwright's
  // contexts are incognito-like and block them, and this Chromium blocks them by default
  // too: the test uses a profile set to allow them (see docs/editors.md for blocking browsers).
  const profile = testInfo.outputPath('profile');
  mkdirSync(join(profile, 'Default'), { recursive: true });
  writeFileSync(
    join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { cookie_controls_mode: 0, block_third_party_cookies: false } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL: CMS_BASE_URL,
    viewport: { width: 1280, height: 800 },
  });
  try {
    // The site under test runs on loopback; a real site is public, where Chromium's Local
    // Network Access check (a public page framing a loopback one) does not apply.
    await context.grantPermissions(['local-network-access'], { origin: contentfulApp });
    const page = context.pages()[0] ?? (await context.newPage());
    // Open the preview URL the way Contentful does: in an iframe of its editor (a page on
    // app.contentful.com, served here by the test, not the network). The draft route sets the
    // cookie inside the iframe and redirects to the article.
    await page.route(`${contentfulApp}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Editor</title>
          <script>
            window.sdkMessages = [];
            addEventListener('message', (event) => {
              if (event.data && event.data.source === 'live-preview-sdk') window.sdkMessages.push(event.data);
            });
          </script>
          <iframe id="preview" src="${CMS_BASE_URL}${enterDraftMode(draft.slug)}" style="width:1200px;height:800px"></iframe>`,
      }),
    );
    await page.goto(`${contentfulApp}/spaces/fake-space/entries/${draft.id}`);
    const frame = page.frameLocator('#preview');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(draft.title);

    // The SDK connects to the editor and subscribes with the raw entry, as it does in Contentful.
    type SdkMessage = {
      method: string;
      id?: string;
      config?: string;
      isInspectorEnabled?: boolean;
    };
    const messages = () =>
      page.evaluate(() => (window as unknown as { sdkMessages: SdkMessage[] }).sdkMessages);
    await expect.poll(async () => (await messages()).map((m) => m.method)).toContain('CONNECTED');
    await expect.poll(async () => (await messages()).map((m) => m.method)).toContain('SUBSCRIBED');
    const subscribed = (await messages()).find((m) => m.method === 'SUBSCRIBED');
    const { data } = parse(subscribed?.config ?? '{}') as {
      data: { sys: { id: string }; fields: Record<string, unknown> };
    };
    expect(data.sys.id).toBe(draft.id);

    // Mark the framed document: a reload would lose the mark.
    const article = page.frames().find((f) => f.url().endsWith(`/news/${draft.slug}`));
    if (!article) throw new Error('the article frame is missing');
    await article.evaluate(
      () => ((window as unknown as { notReloaded: boolean }).notReloaded = true),
    );

    const newTitle = 'Year-end checklist, as the editor types';
    await page.evaluate(
      ({ update, subscriptionId }) => {
        const iframe = document.querySelector<HTMLIFrameElement>('#preview');
        iframe?.contentWindow?.postMessage(
          { source: 'live-preview-editor', method: 'ENTRY_UPDATED', data: update, subscriptionId },
          '*',
        );
      },
      {
        update: { ...data, fields: { ...data.fields, title: newTitle } },
        subscriptionId: subscribed?.id,
      },
    );

    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    expect(
      await article.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
    // The draft itself did not change: the update lives only in the editor's preview.
    await expect(frame.getByRole('status')).toContainText('Preview is on');
  } finally {
    await context.close();
  }
});
