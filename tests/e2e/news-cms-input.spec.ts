import { request as httpRequest } from 'node:http';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import cmsEnv from '../fake-cda/cms-env.json';
import { signedWebhook, WEBHOOK_PATH } from '../support/contentful-webhook.ts';
import { control, entryPayload, sendCall, sendWebhook } from '../support/fake-cms';
import { readPage } from '../support/html';
import { SITE_ORIGIN, sitemapUrls } from '../support/site';
import { CMS_BASE_URL } from '../../playwright.config';

// Bad and hostile input against the site built on the fake Content Delivery API (project
// "cms", .next-cms): malformed addresses, the webhook's limits, draft-mode redirects, editors'
// canonical URLs and links. Some tests change the fake's content, so they run one at a time.
test.describe.configure({ mode: 'serial' });

const slug = 'nordic-payroll-one-process';
const postId = 'postNordicPayroll';
const seoId = 'seoNordicPayroll';
const ownUrl = `${SITE_ORIGIN}/news/${slug}`;
const published = entryPayload(postId);

/** Publishes a change and waits until the article shows `title` (works with either refresh model). */
async function publishAndWait(page: Page, request: APIRequestContext, title: string) {
  await control(`entries/${postId}`, { fields: { title } });
  expect((await sendWebhook(published)).status).toBe(200);
  await expect(async () => {
    const response = await request.get(`/news/${slug}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(title);
  }).toPass({ timeout: 10_000 });
  await page.goto(`/news/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

test.afterAll(async () => {
  await control('reset');
  // Leave the site as built for the next run.
  await sendWebhook(published);
});

test.describe('a malformed percent-encoding', () => {
  for (const path of [
    '/news/%ff',
    '/news/%E0%A4%A',
    '/%E0%A4%A',
    '/news/%ff/x',
    '/news/page/%ff',
    '/tech-solution/%ff',
    '/blog/%ff',
    '/about%ff',
    '/news/nordic-payroll-one-process%C0%AF',
  ]) {
    test(`${path} answers 400 with our headers and a readable body`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(400);
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toContain('max-age=');
      expect(headers['content-type']).toContain('text/plain');
      expect(await response.text()).toContain('malformed percent-encoding');
    });
  }

  test('a well-formed encoding is not refused', async ({ request }) => {
    expect((await request.get('/news/%6e%6f-such-post')).status()).toBe(404);
    expect((await request.get('/about?q=%ff')).status()).toBe(200);
    expect((await request.get(`/news/${slug}`)).status()).toBe(200);
  });

  test('answers the same in a browser', async ({ page, expectedErrors }) => {
    expectedErrors.add(400, '/news/%ff');
    const response = await page.goto('/news/%ff');
    expect(response?.status()).toBe(400);
    await expect(page.getByText('malformed percent-encoding')).toBeVisible();
  });
});

test('the webhook through the real route: refused and ignored calls refresh nothing', async ({
  page,
  request,
}) => {
  // The refusal rules themselves are unit-tested (tests/unit/news/receive-webhook.test.ts);
  // this checks that the served route applies them and that nothing is refreshed.
  await publishAndWait(page, request, 'Payroll before the refusals');
  await control(`entries/${postId}`, { fields: { title: 'Payroll, changed without a publish' } });
  const secret = cmsEnv.CONTENTFUL_WEBHOOK_SECRET;
  const refused = {
    error: 'Request not signed by Contentful with this site’s secret.',
    refreshed: [],
  };

  const unsigned = await sendCall({
    path: WEBHOOK_PATH,
    headers: { 'content-type': 'application/json' },
    body: 'x'.repeat(2 * 1024 * 1024),
  });
  expect(unsigned.status).toBe(401);
  expect(await unsigned.json()).toEqual(refused);
  const forged = await sendCall(signedWebhook(published, { secret: 'f'.repeat(64) }));
  expect(forged.status).toBe(401);
  expect(await forged.json()).toEqual(refused);

  // A topic that changes nothing published is accepted and ignored, once.
  const autoSave = signedWebhook(published, {
    secret,
    topic: 'ContentManagement.Entry.auto_save',
  });
  const ignored = await sendCall(autoSave);
  expect(ignored.status).toBe(200);
  expect(await ignored.json()).toMatchObject({ refreshed: [] });
  const replay = await sendCall(autoSave);
  expect(replay.status).toBe(401);
  expect(await replay.json()).toEqual(refused);

  // A chunked body is cut off at 1 MB, however long it goes on.
  const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = signedWebhook(published, { secret });
    let sent = 0;
    const req = httpRequest(new URL(call.path, CMS_BASE_URL), {
      method: 'POST',
      headers: { ...call.headers, 'transfer-encoding': 'chunked' },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // The server may close the connection once it has answered: that is the point.
    req.on('error', (error) => (sent > 1024 * 1024 ? undefined : reject(error)));
    const chunk = Buffer.alloc(64 * 1024, 'x');
    const write = () => {
      // Up to 8 MB, never announced: the server must answer before the end.
      while (sent < 8 * 1024 * 1024) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
  expect(chunked.status).toBe(413);
  expect(chunked.body).toContain('larger than 1048576 bytes');

  // Give a refresh, had one been triggered, time to land.
  for (let visit = 0; visit < 3; visit++) {
    await page.waitForTimeout(500);
    await page.goto(`/news/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payroll before the refusals');
  }
});

test.describe('draft mode', () => {
  const secret = encodeURIComponent(cmsEnv.CONTENTFUL_DRAFT_SECRET);

  for (const path of [
    '/%09/evil.example',
    '/%0A/evil.example',
    '/%5C/evil.example',
    '/%5Cevil.example',
    '%5C%5Cevil.example',
    '//evil.example',
    '%2F%2Fevil.example',
    '/.//evil.example',
    'https://evil.example/',
    'https:evil.example',
    '%09//evil.example',
    'javascript:alert(1)',
  ]) {
    test(`leaving with path=${path} stays on the site`, async ({ request }) => {
      const response = await request.get(`/api/draft/disable?path=${path}`, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      const location = response.headers()['location'] ?? '';
      // Resolved the way a browser resolves it (tabs and newlines dropped, \ read as /).
      const target = new URL(location, CMS_BASE_URL);
      expect(target.origin).toBe(new URL(CMS_BASE_URL).origin);
      expect(location.startsWith('//')).toBe(false);
    });
  }

  test('leaving goes back to the page the editor was on', async ({ request }) => {
    const response = await request.get(
      `/api/draft/disable?path=${encodeURIComponent('/news?x=1')}`,
      {
        maxRedirects: 0,
      },
    );
    expect(new URL(response.headers()['location'] ?? '', CMS_BASE_URL).pathname).toBe('/news');
    expect(response.headers()['location']).toContain('/news?x=1');
  });

  test('refuses a slug the content model cannot hold, without asking the CMS', async ({
    request,
  }) => {
    for (const bad of ['Not%20a%20slug', '..%2F..%2Fetc', 'a'.repeat(300), '%ff']) {
      const response = await request.get(`/api/draft?secret=${secret}&slug=${bad}`, {
        maxRedirects: 0,
      });
      expect(response.status(), bad).toBe(400);
      expect((await response.json()).error).toMatch(/Invalid slug/);
    }
  });
});

test.describe('an editor’s SEO canonical URL', () => {
  // Which values are unusable: reshapeCanonicalUrl (tests/unit/news/reshape.test.ts) and the
  // real client against the fake (contentful-source.test.ts). Here, what the pages make of one.
  test('an unusable one is dropped: self canonical, og:url and a place in the sitemap', async ({
    page,
    request,
  }) => {
    await control(`entries/${seoId}`, { fields: { canonicalUrl: 'javascript:alert(1)' } });
    await publishAndWait(page, request, 'Nordic payroll, canonical test');
    const head = readPage(await (await request.get(`/news/${slug}`)).text());
    expect(head.canonicals).toEqual([ownUrl]);
    expect(head.meta.get('og:url')).toEqual([ownUrl]);
    await expect(async () => {
      expect(await sitemapUrls(request)).toContain(ownUrl);
    }).toPass({ timeout: 10_000 });
  });

  test('an absolute URL elsewhere is kept, and the post leaves the sitemap', async ({
    page,
    request,
  }) => {
    const elsewhere = 'https://partner.example/articles/nordic-payroll';
    await control(`entries/${seoId}`, { fields: { canonicalUrl: elsewhere } });
    await publishAndWait(page, request, 'Nordic payroll, canonical elsewhere');
    const head = readPage(await (await request.get(`/news/${slug}`)).text());
    expect(head.canonicals).toEqual([elsewhere]);
    expect(head.meta.get('og:url')).toEqual([elsewhere]);
    await expect(async () => {
      expect(await sitemapUrls(request)).not.toContain(ownUrl);
    }).toPass({ timeout: 10_000 });
  });
});

test('rich-text links: site links stay in the tab, scripts are text, entry links are encoded', async ({
  page,
  request,
}) => {
  const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
  const hyperlink = (uri: string, label: string) => ({
    nodeType: 'hyperlink',
    data: { uri },
    content: [text(label)],
  });
  const content = {
    nodeType: 'document',
    data: {},
    content: [
      {
        nodeType: 'paragraph',
        data: {},
        content: [
          text('See '),
          hyperlink('/about', 'About Solvik'),
          text(', '),
          hyperlink(`${SITE_ORIGIN}/contact`, 'Contact us'),
          text(', '),
          hyperlink('https://partner.example/guide', 'Partner guide'),
          text(', '),
          hyperlink('javascript:alert(document.domain)', 'Script link'),
          text(', '),
          hyperlink('data:text/html,<script>alert(1)</script>', 'Data link'),
          text(' and '),
          {
            nodeType: 'entry-hyperlink',
            data: { target: { sys: { type: 'Link', linkType: 'Entry', id: 'postMonthEnd' } } },
            content: [text('the month-end post')],
          },
          text('.'),
        ],
      },
    ],
  };
  await control(`entries/${postId}`, { fields: { content } });
  await publishAndWait(page, request, 'Nordic payroll, with links');

  const body = page.locator('article');
  const about = body.getByRole('link', { name: 'About Solvik' });
  await expect(about).toHaveAttribute('href', '/about');
  await expect(about).not.toHaveAttribute('target', /.*/);
  await expect(body.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute(
    'href',
    '/contact',
  );
  const partner = body.getByRole('link', { name: /Partner guide/ });
  await expect(partner).toHaveAttribute('href', 'https://partner.example/guide');
  await expect(partner).toHaveAttribute('target', '_blank');
  await expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(body.getByText('Script link')).toBeVisible();
  await expect(body.getByRole('link', { name: /Script link|Data link/ })).toHaveCount(0);
  await expect(body.locator('a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0);
  await expect(body.getByRole('link', { name: 'the month-end post' })).toHaveAttribute(
    'href',
    '/news/month-end-close-in-five-days',
  );

  await about.click();
  await expect(page).toHaveURL(/\/about$/);
});
