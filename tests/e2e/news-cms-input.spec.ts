import { request as httpRequest } from 'node:http';
import { signRequest } from '@contentful/node-apps-toolkit';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import cmsEnv from '../fake-cda/cms-env.json';
import { readPage } from '../support/html';
import { SITE_ORIGIN, sitemapUrls } from '../support/site';
import { CMS_BASE_URL, FAKE_CDA_URL } from '../../playwright.config';

// Bad and hostile input against the site built on the fake Content Delivery API (project
// "cms", .next-cms): malformed addresses, the webhook's limits, draft-mode redirects, editors'
// canonical URLs and links. Some tests change the fake's content, so they run one at a time.
test.describe.configure({ mode: 'serial' });

const slug = 'nordic-payroll-one-process';
const postId = 'postNordicPayroll';
const seoId = 'seoNordicPayroll';
const ownUrl = `${SITE_ORIGIN}/news/${slug}`;
const genericRefusal = 'Request not signed by Contentful with this site’s secret.';

const control = async (request: APIRequestContext, path: string, data: unknown = {}) => {
  const response = await request.post(`${FAKE_CDA_URL}/__control/${path}`, { data });
  expect(response.ok(), `fake CDA ${path}`).toBe(true);
};

const postPayload = (type = 'Entry') => ({
  sys: {
    type,
    id: postId,
    contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'pageBlogPost' } },
  },
});

type WebhookOptions = {
  topic?: string;
  timestamp?: number;
  secret?: string;
};

/** The headers and body of a webhook call as Contentful makes it. */
function signedCall(
  payload: unknown,
  {
    topic = 'ContentManagement.Entry.publish',
    timestamp = Date.now(),
    secret = cmsEnv.CONTENTFUL_WEBHOOK_SECRET,
  }: WebhookOptions = {},
) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const base = { 'content-type': 'application/vnd.contentful.management.v1+json' };
  const signedHeaders = { ...base, 'x-contentful-topic': topic };
  const signature = signRequest(
    secret,
    { method: 'POST', path: '/api/revalidate', headers: signedHeaders, body },
    timestamp,
  );
  return { headers: { ...base, 'x-contentful-topic': topic, ...signature }, body };
}

const post = (
  request: APIRequestContext,
  call: { headers: Record<string, string>; body: string },
) => request.post('/api/revalidate', { headers: call.headers, data: call.body });

const sendWebhook = (request: APIRequestContext, payload: unknown, options?: WebhookOptions) =>
  post(request, signedCall(payload, options));

/** Publishes a change and waits until the article shows `title` (works with either refresh model). */
async function publishAndWait(page: Page, request: APIRequestContext, title: string) {
  await control(request, `entries/${postId}`, { fields: { title } });
  expect((await sendWebhook(request, postPayload())).status()).toBe(200);
  await expect(async () => {
    const response = await request.get(`/news/${slug}`);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(title);
  }).toPass({ timeout: 10_000 });
  await page.goto(`/news/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

test.afterAll(async ({ request }) => {
  await control(request, 'reset');
  // Leave the site as built for the next run.
  await sendWebhook(request, postPayload());
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

  test('answers the same in a browser', async ({ page }) => {
    const response = await page.goto('/news/%ff');
    expect(response?.status()).toBe(400);
    await expect(page.getByText('malformed percent-encoding')).toBeVisible();
  });
});

test.describe('the webhook', () => {
  test('refuses a call without signature headers before reading its body', async ({ request }) => {
    const response = await request.post('/api/revalidate', {
      headers: { 'content-type': 'application/json' },
      data: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: genericRefusal, refreshed: [] });
  });

  test('refuses a declared Content-Length over 1 MB with 413', async ({ request }) => {
    const call = signedCall({ ...postPayload(), padding: 'x'.repeat(1024 * 1024) });
    const response = await post(request, call);
    expect(response.status()).toBe(413);
    expect((await response.json()).error).toMatch(/larger than 1048576 bytes/);
  });

  test('stops reading a chunked body at 1 MB with 413', async () => {
    const call = signedCall(postPayload());
    const url = new URL('/api/revalidate', CMS_BASE_URL);
    const result = await new Promise<{ status: number; body: string; sent: number }>(
      (resolve, reject) => {
        let sent = 0;
        const req = httpRequest(url, {
          method: 'POST',
          headers: { ...call.headers, 'transfer-encoding': 'chunked' },
        });
        req.on('response', (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }));
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
      },
    );
    expect(result.status).toBe(413);
    expect(result.body).toContain('larger than 1048576 bytes');
  });

  test('gives one generic 401 for a forged, expired, future or replayed call', async ({
    request,
  }) => {
    const refusals = [
      signedCall(postPayload(), { secret: 'f'.repeat(64) }),
      signedCall(postPayload(), { timestamp: Date.now() - 5 * 60_000 }),
      signedCall(postPayload(), { timestamp: Date.now() + 5 * 60_000 }),
    ];
    for (const call of refusals) {
      const response = await post(request, call);
      expect(response.status()).toBe(401);
      expect(await response.json()).toEqual({ error: genericRefusal, refreshed: [] });
    }

    const call = signedCall(postPayload());
    expect((await post(request, call)).status()).toBe(200);
    const replay = await post(request, call);
    expect(replay.status()).toBe(401);
    expect(await replay.json()).toEqual({ error: genericRefusal, refreshed: [] });
  });

  test('refreshes nothing for topics that change nothing published', async ({ page, request }) => {
    await publishAndWait(page, request, 'Payroll before the auto-save');
    await control(request, `entries/${postId}`, { fields: { title: 'Payroll, auto-saved draft' } });
    for (const topic of [
      'ContentManagement.Entry.auto_save',
      'ContentManagement.Entry.save',
      'ContentManagement.Entry.create',
      'ContentManagement.Entry.unarchive',
    ]) {
      const response = await sendWebhook(request, postPayload(), { topic });
      expect(response.status()).toBe(200);
      const json = await response.json();
      expect(json).toMatchObject({ topic, refreshed: [] });
      expect(json.message).toMatch(/^Nothing refreshed/);
    }
    // Give a refresh, had one been triggered, time to land.
    for (let visit = 0; visit < 3; visit++) {
      await page.waitForTimeout(500);
      await page.goto(`/news/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Payroll before the auto-save',
      );
    }

    const archived = await sendWebhook(request, postPayload(), {
      topic: 'ContentManagement.Entry.archive',
    });
    expect(archived.status()).toBe(200);
    expect(await archived.json()).toMatchObject({ action: 'archive', entity: 'Entry' });
  });

  test('refuses a body that does not match the signed topic', async ({ request }) => {
    const asset = await sendWebhook(request, postPayload(), {
      topic: 'ContentManagement.Asset.publish',
    });
    expect(asset.status()).toBe(400);
    expect((await asset.json()).error).toMatch(/asset payload/);
  });
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
    const unknown = await request.get(`/api/draft?secret=${secret}&slug=no-such-post`, {
      maxRedirects: 0,
    });
    expect(unknown.status()).toBe(404);
  });
});

test.describe('an editor’s SEO canonical URL', () => {
  const bad = ['http://', 'javascript:alert(1)', '/relative', 'ftp://x', 'https://'];

  for (const [index, canonicalUrl] of bad.entries()) {
    test(`${canonicalUrl} is dropped: self canonical, og:url and a working sitemap`, async ({
      page,
      request,
    }) => {
      await control(request, `entries/${seoId}`, { fields: { canonicalUrl } });
      await publishAndWait(page, request, `Nordic payroll, canonical test ${index}`);
      const head = readPage(await (await request.get(`/news/${slug}`)).text());
      expect(head.canonicals).toEqual([ownUrl]);
      expect(head.meta.get('og:url')).toEqual([ownUrl]);
      await expect(async () => {
        expect(await sitemapUrls(request)).toContain(ownUrl);
      }).toPass({ timeout: 10_000 });
    });
  }

  test('an absolute URL elsewhere is kept, and the post leaves the sitemap', async ({
    page,
    request,
  }) => {
    const elsewhere = 'https://partner.example/articles/nordic-payroll';
    await control(request, `entries/${seoId}`, { fields: { canonicalUrl: elsewhere } });
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
  await control(request, `entries/${postId}`, { fields: { content } });
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
