/**
 * Contentful's side of every news test, which the browser tests, the unit tests, the
 * multi-instance tests and scripts/bench share: the webhook call as Contentful signs it, the
 * payloads it sends, and the fake delivery API's control API (tests/fake-cda/server.ts).
 */
import { signRequest } from '@contentful/node-apps-toolkit';

/** Where the site receives Contentful's webhook (app/api/revalidate/route.ts). */
export const WEBHOOK_PATH = '/api/revalidate';

/** The body type Contentful sends. */
const WEBHOOK_CONTENT_TYPE = 'application/vnd.contentful.management.v1+json';

export type EntryPayload = {
  sys: {
    type: 'Entry' | 'DeletedEntry';
    id: string;
    contentType: { sys: { type: 'Link'; linkType: 'ContentType'; id: string } };
  };
};

/**
 * The body Contentful sends for an entry: `Entry` on publish, `DeletedEntry` (without fields)
 * on unpublish and delete. Only `sys` is read by the site.
 */
export function entryPayload(
  id: string,
  {
    deleted = false,
    contentType = 'pageBlogPost',
  }: { deleted?: boolean; contentType?: string } = {},
): EntryPayload {
  return {
    sys: {
      type: deleted ? 'DeletedEntry' : 'Entry',
      id,
      contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } },
    },
  };
}

export type WebhookOptions = {
  secret: string;
  /** null: no topic header. */
  topic?: string | null;
  timestamp?: number;
  path?: string;
};

export type SignedWebhookCall = {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
};

/**
 * A webhook call as Contentful makes it: `{ method, path, headers, body }`, signed with
 * `secret` at `timestamp`. `payload` is sent as it is when a string, else as JSON. `topic: null`
 * sends no topic header (so the signature does not cover one).
 */
export function signedWebhook(
  payload: unknown,
  {
    secret,
    topic = 'ContentManagement.Entry.publish',
    timestamp = Date.now(),
    path = WEBHOOK_PATH,
  }: WebhookOptions,
): SignedWebhookCall {
  if (!secret) throw new Error('signedWebhook needs the secret to sign with');
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const headers: Record<string, string> = { 'content-type': WEBHOOK_CONTENT_TYPE };
  if (topic !== null) headers['x-contentful-topic'] = topic;
  const signature = signRequest(secret, { method: 'POST', path, headers, body }, timestamp);
  return { method: 'POST', path, headers: { ...headers, ...signature }, body };
}

/** Sends a webhook call (`signedWebhook`'s, or one made by hand) to the site at `origin`. */
export function sendWebhookCall(
  origin: string,
  {
    path = WEBHOOK_PATH,
    headers,
    body,
  }: { path?: string; headers: Record<string, string>; body: string },
): Promise<Response> {
  return fetch(new URL(path, origin), { method: 'POST', headers, body });
}

/** Signs and sends a webhook call to the site at `origin` with fetch; returns the Response. */
export function postSignedWebhook(
  origin: string,
  payload: unknown,
  options: WebhookOptions,
): Promise<Response> {
  return sendWebhookCall(origin, signedWebhook(payload, options));
}

export type FakeCdaStats = { requests: number; recent: string[]; slowed: number };

/** The fake CDA's control API at `origin`, over fetch. */
export function fakeCdaControl(origin: string) {
  const post = (pathname: string, data: unknown = {}) =>
    fetch(`${origin}/__control/${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    });
  return {
    /** A control call (`reset`, `entries/{id}`, `fail`, `slow`, …) that must succeed. */
    async control(pathname: string, data: unknown = {}): Promise<unknown> {
      const response = await post(pathname, data);
      const text = await response.text();
      if (!response.ok)
        throw new Error(`fake CDA ${pathname} answered ${response.status}: ${text}`);
      return JSON.parse(text);
    },
    /** `{ requests, recent, slowed }` since the last reset. */
    async stats(): Promise<FakeCdaStats> {
      const response = await fetch(`${origin}/__control/stats`);
      if (!response.ok) throw new Error(`fake CDA stats answered ${response.status}`);
      return (await response.json()) as FakeCdaStats;
    },
    /** Takes the fake's lock for `owner`; false while another owner holds it. */
    async lock(owner: string, ttlMs = 300_000): Promise<boolean> {
      const response = await post('lock', { owner, ttlMs });
      if (response.status === 409) return false;
      if (!response.ok) throw new Error(`fake CDA lock answered ${response.status}`);
      return true;
    },
    async unlock(owner: string): Promise<void> {
      await post('unlock', { owner });
    },
  };
}
