/**
 * Contentful's webhook: the signature check and what a verified call means for our pages.
 */
import { ExpiredRequestException, verifyRequest } from '@contentful/node-apps-toolkit';
import { contentTypes } from './raw-types';

/** How old a signed request may be: Contentful calls at once, so a minute is generous. */
export const webhookTtlSeconds = 60;

export type SignedRequest = {
  method: string;
  /** Path and query of the URL the webhook called, as Contentful signed it. */
  path: string;
  headers: Record<string, string>;
  body: string;
};

export type Verdict = 'valid' | 'invalid' | 'expired' | 'unsigned';

const signatureHeaders = [
  'x-contentful-signature',
  'x-contentful-timestamp',
  'x-contentful-signed-headers',
];

export function verifyWebhook(
  secret: string,
  request: SignedRequest,
  ttlSeconds = webhookTtlSeconds,
): Verdict {
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([key, value]) => [key.toLowerCase(), value]),
  );
  if (signatureHeaders.some((name) => !headers[name])) return 'unsigned';
  try {
    const valid = verifyRequest(
      secret,
      {
        method: request.method.toUpperCase() as 'POST',
        path: request.path,
        headers,
        body: request.body,
      },
      ttlSeconds,
    );
    return valid ? 'valid' : 'invalid';
  } catch (error) {
    return error instanceof ExpiredRequestException ? 'expired' : 'invalid';
  }
}

/** The part of a webhook body we read: the changed entity's type and, for entries, its content type. */
export type WebhookEvent = {
  entity: 'Entry' | 'Asset';
  id: string;
  contentType?: string;
};

/** Reads the body Contentful sends; null when it is not a publish/unpublish/delete payload. */
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

/** Content types whose changes show on news pages (everything a post links to). */
const newsContentTypes = new Set<string>(Object.values(contentTypes));

export type Refresh = { path: string; type?: 'page' };

/**
 * What to refresh for a change. A post's title and slug show on its own page, the list, the
 * feed, the sitemap and in other posts' related sections (and unpublish or delete payloads do
 * not carry the slug), so any news change refreshes every news page: simple, and never stale.
 */
export function refreshesFor(event: WebhookEvent): Refresh[] {
  if (event.entity === 'Entry' && event.contentType && !newsContentTypes.has(event.contentType))
    return [];
  return [
    { path: '/news' },
    { path: '/news/[slug]', type: 'page' },
    { path: '/news/feed.xml' },
    { path: '/sitemap.xml' },
  ];
}
