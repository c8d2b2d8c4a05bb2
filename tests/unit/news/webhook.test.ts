/** @jest-environment node */
import {
  ReplayGuard,
  declaresTooLarge,
  hasSignatureHeaders,
  maxWebhookBodyBytes,
  parseWebhookBody,
  readTopic,
  verifyWebhook,
} from '@/lib/news/webhook';
import { readBodyWithDeadline } from '@/lib/read-limited';
import { entryPayload, signedWebhook } from '../../support/contentful-webhook.ts';

const secret = 'k'.repeat(64);
const body = JSON.stringify(entryPayload('postA'));

/** A publish signed at `timestamp` with `signingSecret`; `topic: null` signs no topic header. */
const signed = (
  timestamp = Date.now(),
  signingSecret = secret,
  topic: string | null = 'ContentManagement.Entry.publish',
) => signedWebhook(entryPayload('postA'), { secret: signingSecret, timestamp, topic });

describe('verifyWebhook', () => {
  it('accepts a request signed with the secret', () => {
    expect(verifyWebhook(secret, signed())).toBe('valid');
  });

  it('rejects a tampered body, path or signed header', () => {
    const request = signed();
    expect(
      verifyWebhook(secret, { ...request, body: request.body.replace('postA', 'postB') }),
    ).toBe('invalid');
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

  it('rejects timestamps outside the TTL in either direction', () => {
    const now = Date.now();
    expect(verifyWebhook(secret, signed(now - 120_000))).toBe('expired');
    expect(verifyWebhook(secret, signed(now - 59_000), { now })).toBe('valid');
    expect(verifyWebhook(secret, signed(now - 60_000), { now })).toBe('expired');
    expect(verifyWebhook(secret, signed(now + 59_000), { now })).toBe('valid');
    expect(verifyWebhook(secret, signed(now + 60_000), { now })).toBe('future');
    expect(verifyWebhook(secret, signed(now + 86_400_000))).toBe('future');
  });

  it('accepts a valid signature that does not cover the topic header', () => {
    const request = signed(Date.now(), secret, null);
    expect(
      verifyWebhook(secret, {
        ...request,
        headers: { ...request.headers, 'x-contentful-topic': 'ContentManagement.Entry.publish' },
      }),
    ).toBe('valid');
  });

  it('refuses a signed-headers list rewritten to leave the topic out', () => {
    const request = signed();
    const list = (request.headers['x-contentful-signed-headers'] ?? '')
      .split(',')
      .filter((name) => name !== 'x-contentful-topic')
      .join(',');
    expect(
      verifyWebhook(secret, {
        ...request,
        headers: {
          ...request.headers,
          'x-contentful-signed-headers': list,
          'x-contentful-topic': 'ContentManagement.Entry.delete',
        },
      }),
    ).toBe('invalid');
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

describe('hasSignatureHeaders', () => {
  it('needs all three signature headers, in any case, not blank', () => {
    const { headers } = signed();
    expect(hasSignatureHeaders(headers)).toBe(true);
    expect(hasSignatureHeaders(new Headers(headers))).toBe(true);
    expect(hasSignatureHeaders({ ...headers, 'x-contentful-signature': ' ' })).toBe(false);
    expect(hasSignatureHeaders({ 'content-type': 'application/json' })).toBe(false);
  });
});

describe('ReplayGuard', () => {
  it('refuses a signature seen within the TTL and forgets it after', () => {
    const guard = new ReplayGuard(60);
    const t = 1_800_000_000_000;
    expect(guard.firstSeen('sig-a', t, t)).toBe(true);
    expect(guard.firstSeen('sig-a', t, t + 59_000)).toBe(false);
    expect(guard.firstSeen('sig-b', t, t + 1_000)).toBe(true);
    expect(guard.firstSeen('sig-a', t, t + 61_000)).toBe(true);
    // sig-b expired too, at the same visit.
    expect(guard.size).toBe(1);
  });

  it('keeps a future timestamp until a TTL after it', () => {
    const guard = new ReplayGuard(60);
    const now = 1_800_000_000_000;
    expect(guard.firstSeen('sig', now + 50_000, now)).toBe(true);
    expect(guard.firstSeen('sig', now + 50_000, now + 100_000)).toBe(false);
  });

  it('holds at most maxEntries signatures, dropping the one closest to expiry', () => {
    const guard = new ReplayGuard(60, 3);
    const t = 1_800_000_000_000;
    for (let i = 0; i < 5; i += 1) expect(guard.firstSeen(`sig-${i}`, t + i, t + i)).toBe(true);
    expect(guard.size).toBe(3);
    expect(guard.firstSeen('sig-4', t + 4, t + 5)).toBe(false);
    expect(guard.firstSeen('sig-2', t + 2, t + 5)).toBe(false);
    // sig-0 and sig-1 made room for sig-3 and sig-4.
    expect(guard.firstSeen('sig-0', t, t + 5)).toBe(true);
  });
});

describe('the body, as receive-webhook.ts reads it, and declaresTooLarge', () => {
  /** The body as text, or why it was not read, at the webhook's limit unless `limit` is given. */
  const readBody = async (body: ReadableStream<Uint8Array> | null, limit = maxWebhookBodyBytes) => {
    const read = await readBodyWithDeadline(body, { limit, deadlineMs: 10_000 });
    return typeof read === 'string' ? read : read.toString('utf8');
  };

  const stream = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });

  it('reads a body up to the limit', async () => {
    await expect(readBody(stream('{"a":', '"å"}'), 100)).resolves.toBe('{"a":"å"}');
    await expect(readBody(null)).resolves.toBe('');
    await expect(readBody(stream('12345'), 5)).resolves.toBe('12345');
  });

  it('stops at the first chunk past the limit and cancels the stream', async () => {
    let pulled = 0;
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    await expect(readBody(endless)).resolves.toBe('too large');
    expect(pulled).toBeLessThanOrEqual(maxWebhookBodyBytes / (64 * 1024) + 2);
    expect(cancelled).toBe(true);
  });

  it.each([
    [null, false],
    ['1024', false],
    [String(maxWebhookBodyBytes), false],
    [String(maxWebhookBodyBytes + 1), true],
    ['52428800', true],
    ['nonsense', true],
  ])('Content-Length %s is too large: %s', (value, expected) => {
    expect(declaresTooLarge(value)).toBe(expected);
  });
});

describe('readTopic', () => {
  it.each([
    ['ContentManagement.Entry.publish', 'Entry', 'publish'],
    ['ContentManagement.Entry.unpublish', 'Entry', 'unpublish'],
    ['ContentManagement.Entry.archive', 'Entry', 'archive'],
    ['ContentManagement.Entry.delete', 'Entry', 'delete'],
    ['ContentManagement.Asset.publish', 'Asset', 'publish'],
    ['ContentManagement.Asset.unpublish', 'Asset', 'unpublish'],
    ['ContentManagement.Asset.archive', 'Asset', 'archive'],
    ['ContentManagement.Asset.delete', 'Asset', 'delete'],
  ])('%s refreshes', (topic, entity, action) => {
    expect(readTopic(topic)).toEqual({ refreshes: true, entity, action });
  });

  it.each([
    'ContentManagement.Entry.auto_save',
    'ContentManagement.Entry.save',
    'ContentManagement.Entry.create',
    'ContentManagement.Entry.unarchive',
    'ContentManagement.Asset.auto_save',
    'ContentManagement.ContentType.publish',
    'ContentManagement.Entry.publish.extra',
    '',
  ])('%s refreshes nothing', (topic) => {
    expect(readTopic(topic)).toEqual({ refreshes: false, topic });
  });

  it('treats a missing topic as refreshing nothing', () => {
    expect(readTopic(null)).toEqual({ refreshes: false, topic: '' });
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

  it('reads a publish or unpublish of one locale (locale-keyed fields, per-locale fieldStatus)', () => {
    // Locale-based publishing: the payload is the whole entry, its fields keyed by locale. The
    // tags are shared by both languages, so the post is refreshed in both.
    const swedishPublish = JSON.stringify({
      sys: {
        type: 'Entry',
        id: 'postA',
        contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'pageBlogPost' } },
        fieldStatus: { '*': { 'en-US': 'published', 'sv-SE': 'published' } },
      },
      fields: {
        title: { 'en-US': 'Closing the books', 'sv-SE': 'Bokslut' },
        slug: { 'en-US': 'closing-the-books' },
      },
    });
    expect(parseWebhookBody(swedishPublish)).toEqual({
      entity: 'Entry',
      id: 'postA',
      contentType: 'pageBlogPost',
    });
    const swedishUnpublish = JSON.stringify({
      sys: {
        type: 'Entry',
        id: 'postA',
        contentType: { sys: { id: 'pageBlogPost' } },
        fieldStatus: { '*': { 'en-US': 'published', 'sv-SE': 'draft' } },
      },
      fields: { title: { 'sv-SE': 'Bokslut' } },
    });
    expect(parseWebhookBody(swedishUnpublish)).toMatchObject({ id: 'postA' });
  });

  it.each([
    'not json',
    '{}',
    '{"sys":{"type":"Entry","id":"x"}}',
    '{"sys":{"type":"ContentType","id":"x"}}',
    'null',
  ])('refuses %s', (raw) => expect(parseWebhookBody(raw)).toBeNull());
});
