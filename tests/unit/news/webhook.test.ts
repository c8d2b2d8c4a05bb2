/** @jest-environment node */
import { signRequest } from '@contentful/node-apps-toolkit';
import { parseWebhookBody, refreshesFor, verifyWebhook } from '@/lib/news/webhook';

const secret = 'k'.repeat(64);
const path = '/api/revalidate';
const body = JSON.stringify({
  sys: { type: 'Entry', id: 'postA', contentType: { sys: { id: 'pageBlogPost' } } },
});
const baseHeaders = {
  'content-type': 'application/vnd.contentful.management.v1+json',
  'x-contentful-topic': 'ContentManagement.Entry.publish',
};

function signed(timestamp = Date.now(), signingSecret = secret) {
  const signature = signRequest(
    signingSecret,
    { method: 'POST', path, headers: baseHeaders, body },
    timestamp,
  );
  return { method: 'POST', path, body, headers: { ...baseHeaders, ...signature } };
}

describe('verifyWebhook', () => {
  it('accepts a request signed with the secret', () => {
    expect(verifyWebhook(secret, signed())).toBe('valid');
  });

  it('rejects a tampered body, path or signed header', () => {
    const request = signed();
    expect(verifyWebhook(secret, { ...request, body: body.replace('postA', 'postB') })).toBe(
      'invalid',
    );
    expect(verifyWebhook(secret, { ...request, path: '/api/revalidate?x=1' })).toBe('invalid');
    expect(
      verifyWebhook(secret, {
        ...request,
        headers: { ...request.headers, 'x-contentful-topic': 'ContentManagement.Entry.delete' },
      }),
    ).toBe('invalid');
  });

  it('rejects a request signed with another secret', () => {
    expect(verifyWebhook(secret, signed(Date.now(), 'x'.repeat(64)))).toBe('invalid');
  });

  it('rejects an expired signature', () => {
    expect(verifyWebhook(secret, signed(Date.now() - 120_000))).toBe('expired');
  });

  it.each(['x-contentful-signature', 'x-contentful-timestamp', 'x-contentful-signed-headers'])(
    'rejects a request without %s',
    (header) => {
      const request = signed();
      const headers = { ...request.headers } as Record<string, string>;
      delete headers[header];
      expect(verifyWebhook(secret, { ...request, headers })).toBe('unsigned');
    },
  );

  it('rejects a garbled timestamp without throwing', () => {
    const request = signed();
    expect(
      verifyWebhook(secret, {
        ...request,
        headers: { ...request.headers, 'x-contentful-timestamp': 'soon' },
      }),
    ).toBe('invalid');
  });
});

describe('parseWebhookBody', () => {
  it('reads entries, deleted entries and assets', () => {
    expect(parseWebhookBody(body)).toEqual({
      entity: 'Entry',
      id: 'postA',
      contentType: 'pageBlogPost',
    });
    expect(
      parseWebhookBody(
        JSON.stringify({
          sys: { type: 'DeletedEntry', id: 'x', contentType: { sys: { id: 'componentAuthor' } } },
        }),
      ),
    ).toEqual({ entity: 'Entry', id: 'x', contentType: 'componentAuthor' });
    expect(parseWebhookBody(JSON.stringify({ sys: { type: 'DeletedAsset', id: 'img' } }))).toEqual({
      entity: 'Asset',
      id: 'img',
    });
  });

  it.each([
    'not json',
    '{}',
    '{"sys":{"type":"Entry","id":"x"}}',
    '{"sys":{"type":"ContentType","id":"x"}}',
    'null',
  ])('refuses %s', (raw) => expect(parseWebhookBody(raw)).toBeNull());
});

describe('refreshesFor', () => {
  it('refreshes the list, every article, the feed and the sitemap for a post', () => {
    expect(
      refreshesFor({ entity: 'Entry', id: 'a', contentType: 'pageBlogPost' }).map((r) => r.path),
    ).toEqual(['/news', '/news/[slug]', '/news/feed.xml', '/sitemap.xml']);
  });

  it('refreshes all news for linked entries and assets, nothing for other content types', () => {
    expect(refreshesFor({ entity: 'Entry', id: 'a', contentType: 'componentAuthor' })).toHaveLength(
      4,
    );
    expect(refreshesFor({ entity: 'Asset', id: 'a' })).toHaveLength(4);
    expect(refreshesFor({ entity: 'Entry', id: 'a', contentType: 'landingPage' })).toEqual([]);
  });
});
