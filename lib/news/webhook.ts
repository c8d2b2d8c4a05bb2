/**
 * Contentful's webhook: the signature check, replay and size limits, and what a verified call
 * means for our pages.
 */
import { verifyRequest } from '@contentful/node-apps-toolkit';
import { declaresMoreThan } from '@/lib/read-limited';

/** How far a signed request's timestamp may be from our clock, either way: Contentful calls at once. */
const webhookTtlSeconds = 60;

/** The largest body we read. Contentful's payloads of one entry are far smaller. */
export const maxWebhookBodyBytes = 1024 * 1024;

export type SignedRequest = {
  method: string;
  /** Path and query of the URL the webhook called, as Contentful signed it. */
  path: string;
  headers: Record<string, string>;
  body: string;
};

/**
 * Why a request is or is not trusted. Only `valid` is ever told apart to the caller; the other
 * reasons are for the server's log.
 */
export type Verdict = 'valid' | 'unsigned' | 'invalid' | 'expired' | 'future' | 'replayed';

const signatureHeaders = [
  'x-contentful-signature',
  'x-contentful-timestamp',
  'x-contentful-signed-headers',
] as const;

type HeaderSource = Headers | Record<string, string>;

function lowerCaseHeaders(headers: HeaderSource): Record<string, string> {
  const entries = headers instanceof Headers ? [...headers] : Object.entries(headers);
  return Object.fromEntries(entries.map(([key, value]) => [key.toLowerCase(), value]));
}

/** True when the three signature headers are present: checked before the body is read. */
export function hasSignatureHeaders(headers: HeaderSource): boolean {
  const lower = lowerCaseHeaders(headers);
  return signatureHeaders.every((name) => !!lower[name]?.trim());
}

/**
 * Checks a request's signature and timestamp. The timestamp must lie within `ttlSeconds` of
 * `now` in either direction (the toolkit only refuses old ones).
 *
 * The topic header is read whether or not Contentful lists it among the signed headers (its
 * docs do not say that it does): changing it on a genuinely signed call, which is accepted
 * once, can at most add or skip one refresh of the entity the signed body names.
 */
export function verifyWebhook(
  secret: string,
  request: SignedRequest,
  { ttlSeconds = webhookTtlSeconds, now = Date.now() }: { ttlSeconds?: number; now?: number } = {},
): Verdict {
  const headers = lowerCaseHeaders(request.headers);
  if (!hasSignatureHeaders(headers)) return 'unsigned';
  const timestamp = Number(headers['x-contentful-timestamp']);
  if (!Number.isSafeInteger(timestamp)) return 'invalid';
  if (now - timestamp >= ttlSeconds * 1000) return 'expired';
  if (timestamp - now >= ttlSeconds * 1000) return 'future';
  let valid: boolean;
  try {
    // TTL 0: the toolkit skips its own clock check, done above against `now`.
    valid = verifyRequest(
      secret,
      {
        method: request.method.toUpperCase() as 'POST',
        path: request.path,
        headers,
        body: request.body,
      },
      0,
    );
  } catch {
    return 'invalid';
  }
  return valid ? 'valid' : 'invalid';
}

/**
 * Signatures already accepted, each kept until its timestamp leaves the TTL (after that the
 * timestamp check refuses it anyway). Only verified requests are recorded, so nobody without
 * the secret can fill it; the cap bounds memory even so, dropping the entries closest to expiry.
 */
export class ReplayGuard {
  private readonly expiries = new Map<string, number>();

  private readonly ttlSeconds: number;
  private readonly maxEntries: number;

  constructor(ttlSeconds = webhookTtlSeconds, maxEntries = 10_000) {
    this.ttlSeconds = ttlSeconds;
    this.maxEntries = maxEntries;
  }

  /** Records a signature; false when it was already seen within the TTL (a replay). */
  firstSeen(signature: string, timestamp: number, now = Date.now()): boolean {
    for (const [seen, expiry] of this.expiries) if (expiry <= now) this.expiries.delete(seen);
    const expiry = this.expiries.get(signature);
    if (expiry !== undefined) return false;
    if (this.expiries.size >= this.maxEntries) {
      const soonest = [...this.expiries].sort((a, b) => a[1] - b[1])[0];
      if (soonest) this.expiries.delete(soonest[0]);
    }
    // A timestamp up to a TTL in the future stays valid up to a TTL after it.
    this.expiries.set(signature, Math.max(timestamp, now) + this.ttlSeconds * 1000);
    return true;
  }

  get size(): number {
    return this.expiries.size;
  }
}

/** True when a declared Content-Length already says the body is too large. */
export function declaresTooLarge(contentLength: string | null, limit = maxWebhookBodyBytes) {
  return declaresMoreThan(contentLength, limit);
}

type WebhookEntity = 'Entry' | 'Asset';

/** The actions that change what is published; the others (auto_save, save, create, …) do not. */
type WebhookAction = 'publish' | 'unpublish' | 'archive' | 'delete';

const refreshingActions = new Set<string>(['publish', 'unpublish', 'archive', 'delete']);

export type WebhookTopic =
  | { refreshes: true; entity: WebhookEntity; action: WebhookAction }
  | { refreshes: false; topic: string };

/** Reads `X-Contentful-Topic` (`ContentManagement.Entry.publish`, …). */
export function readTopic(topic: string | null | undefined): WebhookTopic {
  const value = topic?.trim() ?? '';
  const match = /^ContentManagement\.(Entry|Asset)\.([a-z_]+)$/.exec(value);
  if (match?.[1] && match[2] && refreshingActions.has(match[2])) {
    return {
      refreshes: true,
      entity: match[1] as WebhookEntity,
      action: match[2] as WebhookAction,
    };
  }
  return { refreshes: false, topic: value };
}

/** The part of a webhook body we read: the changed entity's type and, for entries, its content type. */
export type WebhookEvent = {
  entity: WebhookEntity;
  id: string;
  contentType?: string;
  /** From the topic header; absent when only the body was read. */
  action?: WebhookAction;
};

/** Reads the body Contentful sends; null when it is not an entry or asset payload. */
export function parseWebhookBody(body: string): WebhookEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return null;
  }
  const sys = (
    json as {
      sys?: { type?: unknown; id?: unknown; contentType?: { sys?: { id?: unknown } } };
    } | null
  )?.sys;
  if (!sys || typeof sys.id !== 'string' || typeof sys.type !== 'string') return null;
  const entity = sys.type.replace(/^Deleted/, '');
  if (entity === 'Asset') return { entity, id: sys.id };
  if (entity !== 'Entry') return null;
  const contentType = sys.contentType?.sys?.id;
  if (typeof contentType !== 'string') return null;
  return { entity, id: sys.id, contentType };
}
