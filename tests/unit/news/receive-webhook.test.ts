/** @jest-environment node */
import { after } from 'next/server';
import { receiveContentfulWebhook } from '@/lib/news/receive-webhook';
import { refreshNews } from '@/lib/news/revalidate';
import { maxWebhookBodyBytes } from '@/lib/news/webhook';
import {
  entryPayload,
  signedWebhook,
  type WebhookOptions,
} from '../../support/contentful-webhook.ts';

// The route's order of checks, against the real signature code. What a verified call refreshes:
// tests/unit/news/revalidate.test.ts; the served route (and its 405, 503): tests/e2e/news*.
jest.mock('next/server', () => ({ after: jest.fn() }));
jest.mock('@/lib/news/revalidate', () => ({
  refreshNews: jest.fn(() => ['news:entry:postA', 'news:index', 'news:list']),
  purgeEdgeCachesFor: jest.fn(),
}));

const secret = 'w'.repeat(64);
process.env.CONTENTFUL_WEBHOOK_SECRET = secret;
const refused = {
  error: 'Request not signed by Contentful with this site’s secret.',
  refreshed: [],
};
const post = entryPayload('postA');

/** The route's Request for a signed call; `body` replaces the signed body when given. */
function request(
  payload: unknown,
  options: Partial<WebhookOptions> = {},
  init: { headers?: Record<string, string>; body?: BodyInit } = {},
) {
  const call = signedWebhook(payload, { secret, ...options });
  return new Request(`https://www.solvik.example${call.path}`, {
    method: 'POST',
    headers: { ...call.headers, ...init.headers },
    body: init.body ?? call.body,
    duplex: 'half',
  } as RequestInit);
}

/** A body that counts how often it is read from. */
function countingBody() {
  const reads = { count: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      reads.count += 1;
      controller.enqueue(new Uint8Array(64 * 1024));
    },
  });
  return { body, reads };
}

const answer = async (response: Response) => ({
  status: response.status,
  json: await response.json(),
});

beforeEach(() => {
  jest.mocked(refreshNews).mockClear();
  jest.mocked(after).mockClear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('receiveContentfulWebhook', () => {
  it('refreshes a signed publish and purges the cache in front after answering', async () => {
    const event = { entity: 'Entry', id: 'postA', contentType: 'pageBlogPost', action: 'publish' };
    const response = await receiveContentfulWebhook(request(post));
    expect(await answer(response)).toEqual({
      status: 200,
      json: { ...event, refreshed: ['news:entry:postA', 'news:index', 'news:list'] },
    });
    expect(refreshNews).toHaveBeenCalledWith(event);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('reads the action from the topic: archive', async () => {
    const response = await receiveContentfulWebhook(
      request(post, { topic: 'ContentManagement.Entry.archive' }),
    );
    expect((await answer(response)).json).toMatchObject({ action: 'archive', entity: 'Entry' });
  });

  it('refuses a call without signature headers before reading its body', async () => {
    const { body, reads } = countingBody();
    const response = await receiveContentfulWebhook(
      new Request('https://www.solvik.example/api/revalidate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    expect(await answer(response)).toEqual({ status: 401, json: refused });
    expect(reads.count).toBeLessThanOrEqual(1);
  });

  it('refuses a declared Content-Length over 1 MB with 413 before reading the body', async () => {
    const { body, reads } = countingBody();
    const response = await receiveContentfulWebhook(
      request(post, {}, { headers: { 'content-length': String(maxWebhookBodyBytes + 1) }, body }),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatch(/larger than 1048576 bytes/);
    expect(reads.count).toBeLessThanOrEqual(1);
  });

  it('stops reading an unannounced body at 1 MB with 413', async () => {
    const { body, reads } = countingBody();
    const response = await receiveContentfulWebhook(request(post, {}, { body }));
    expect(response.status).toBe(413);
    expect(reads.count).toBeLessThanOrEqual(maxWebhookBodyBytes / (64 * 1024) + 2);
  });

  it('gives one generic 401 for a forged, expired, future or replayed call', async () => {
    const now = Date.now();
    for (const options of [
      { secret: 'f'.repeat(64) },
      { timestamp: now - 5 * 60_000 },
      { timestamp: now + 5 * 60_000 },
    ]) {
      expect(await answer(await receiveContentfulWebhook(request(post, options)))).toEqual({
        status: 401,
        json: refused,
      });
    }
    const call = { timestamp: now };
    expect((await receiveContentfulWebhook(request(post, call))).status).toBe(200);
    expect(await answer(await receiveContentfulWebhook(request(post, call)))).toEqual({
      status: 401,
      json: refused,
    });
    expect(refreshNews).toHaveBeenCalledTimes(1);
  });

  // Which topics refresh: readTopic in webhook.test.ts.
  it('accepts a topic that changes nothing published, and refreshes nothing', async () => {
    const topic = 'ContentManagement.Entry.auto_save';
    const { status, json } = await answer(await receiveContentfulWebhook(request(post, { topic })));
    expect(status).toBe(200);
    expect(json).toMatchObject({ topic, refreshed: [] });
    expect(json.message).toMatch(/^Nothing refreshed/);
    expect(refreshNews).not.toHaveBeenCalled();
  });

  it.each([
    ['a body that is not JSON', 'not a payload', 'ContentManagement.Entry.publish'],
    ['an entry without a content type', { sys: { type: 'Entry', id: 'x' } }, undefined],
    ['an entry under an asset topic', post, 'ContentManagement.Asset.publish'],
  ])('refuses %s with 400', async (_, payload, topic) => {
    const response = await receiveContentfulWebhook(request(payload, topic ? { topic } : {}));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: expect.stringMatching(/^Expected a Contentful (entry|asset) payload/),
      refreshed: [],
    });
    expect(refreshNews).not.toHaveBeenCalled();
  });
});

describe('what a caller learns and what the log says', () => {
  beforeEach(() => jest.mocked(console.warn).mockClear());

  it('without a secret, answers as to a wrong signature, without naming the setting, and tells the log once', async () => {
    let receive: typeof receiveContentfulWebhook | undefined;
    delete process.env.CONTENTFUL_WEBHOOK_SECRET;
    try {
      await jest.isolateModulesAsync(async () => {
        receive = (await import('@/lib/news/receive-webhook')).receiveContentfulWebhook;
      });
      if (!receive) throw new Error('not loaded');
      for (let n = 0; n < 3; n++) {
        const response = await receive(request(post));
        expect(await answer(response)).toEqual({ status: 401, json: refused });
      }
    } finally {
      process.env.CONTENTFUL_WEBHOOK_SECRET = secret;
    }
    expect(console.warn).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining('CONTENTFUL_WEBHOOK_SECRET is not set'),
    );
  });

  it('logs refused calls ten times a minute at most, whatever their number', async () => {
    for (let n = 0; n < 25; n++) {
      const response = await receiveContentfulWebhook(
        request(post, { secret: 'f'.repeat(64), timestamp: Date.now() + n }),
      );
      expect(response.status).toBe(401);
    }
    expect(jest.mocked(console.warn).mock.calls.length).toBeLessThanOrEqual(10);
  });

  it('answers 408 to a body that trickles, 400 to one cut off, neither with an exception', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      const trickle = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"sys":'));
        },
      });
      const pending = receiveContentfulWebhook(request(post, {}, { body: trickle }));
      await jest.advanceTimersByTimeAsync(10_001);
      expect((await pending).status).toBe(408);
    } finally {
      jest.useRealTimers();
    }
    const cut = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"sys":'));
        controller.error(new Error('aborted'));
      },
    });
    expect((await receiveContentfulWebhook(request(post, {}, { body: cut }))).status).toBe(400);
  });
});
