/**
 * Contentful's webhook, from request to answer: only a call signed with
 * CONTENTFUL_WEBHOOK_SECRET refreshes anything. What can be refused without the body is refused
 * before reading it, the body is read with a cap, a replayed signature is refused, and a
 * verified publish, unpublish, archive or delete marks exactly the changed tags stale, then
 * purges them from the cache in front once the answer is sent.
 */
import { after } from 'next/server';
import { visitorLine } from '../log-line.ts';
import { readBodyWithDeadline } from '../read-limited.ts';
import { newsConfig } from './config';
import { purgeEdgeCachesFor, refreshNews } from './revalidate';
import {
  ReplayGuard,
  declaresTooLarge,
  hasSignatureHeaders,
  maxWebhookBodyBytes,
  parseWebhookBody,
  readTopic,
  verifyWebhook,
} from './webhook';

/** Signatures accepted by this process within the TTL; a second call with one is a replay. */
const replays = new ReplayGuard();

/** Whether the log has said that the secret is missing (once per process). */
let toldOperator = false;

/** Contentful sends a payload of a few kilobytes at once; a body that trickles is no call of theirs. */
const bodyDeadlineMs = 10_000;

/**
 * The same answer for every signature failure: the reason goes to the log (ten lines a minute at
 * most), not to the caller.
 */
function unauthorized(reason: string | null) {
  if (reason) visitorLine('webhook 401', `[webhook] refused (401): ${reason}`);
  return Response.json(
    { error: 'Request not signed by Contentful with this site’s secret.', refreshed: [] },
    { status: 401 },
  );
}

function tooLarge() {
  return Response.json(
    { error: `Body larger than ${maxWebhookBodyBytes} bytes.`, refreshed: [] },
    { status: 413 },
  );
}

export async function receiveContentfulWebhook(request: Request): Promise<Response> {
  const secret = newsConfig().webhookSecret;
  // Without the secret no call can be verified: each gets the answer of a wrong signature, so
  // the caller (anyone) learns nothing of the set-up, and the operator reads why in the log, once.
  if (!secret) {
    if (!toldOperator) {
      toldOperator = true;
      console.warn(
        '[webhook] Every POST /api/revalidate is refused (401): CONTENTFUL_WEBHOOK_SECRET is not set, so no call can be verified.',
      );
    }
    return unauthorized(null);
  }
  if (!hasSignatureHeaders(request.headers)) return unauthorized('signature headers missing');
  if (declaresTooLarge(request.headers.get('content-length'))) return tooLarge();
  const read = await readBodyWithDeadline(request.body, {
    limit: maxWebhookBodyBytes,
    deadlineMs: bodyDeadlineMs,
  });
  if (read === 'too large') return tooLarge();
  if (read === 'too slow' || read === 'cut off') {
    return Response.json(
      { error: 'The body did not arrive whole in time.', refreshed: [] },
      { status: read === 'too slow' ? 408 : 400 },
    );
  }
  const body = read.toString('utf8');

  const url = new URL(request.url);
  const verdict = verifyWebhook(secret, {
    method: request.method,
    path: url.pathname + url.search,
    headers: Object.fromEntries(request.headers),
    body,
  });
  if (verdict !== 'valid') return unauthorized(`signature ${verdict}`);
  const signature = request.headers.get('x-contentful-signature') ?? '';
  const timestamp = Number(request.headers.get('x-contentful-timestamp'));
  if (!replays.firstSeen(signature, timestamp)) return unauthorized('signature replayed');

  const topic = readTopic(request.headers.get('x-contentful-topic'));
  if (!topic.refreshes) {
    return Response.json({
      topic: topic.topic,
      refreshed: [],
      message: `Nothing refreshed: "${topic.topic}" changes nothing published (only publish, unpublish, archive and delete of entries and assets do).`,
    });
  }

  const parsed = parseWebhookBody(body);
  if (!parsed || parsed.entity !== topic.entity) {
    return Response.json(
      {
        error: `Expected a Contentful ${topic.entity.toLowerCase()} payload with sys.id and sys.type${topic.entity === 'Entry' ? ' and sys.contentType' : ''}.`,
        refreshed: [],
      },
      { status: 400 },
    );
  }
  const event = { ...parsed, action: topic.action };
  const refreshed = refreshNews(event);
  // The cache in front is purged once this answer is sent: Contentful does not wait for it.
  after(() => purgeEdgeCachesFor(refreshed));
  return Response.json({
    entity: event.entity,
    id: event.id,
    contentType: event.contentType ?? null,
    action: event.action,
    refreshed,
  });
}

/** Any other method than POST. */
export function webhookMethodNotAllowed(): Response {
  return Response.json(
    { error: 'Method not allowed: Contentful calls this with POST.' },
    { status: 405, headers: { Allow: 'POST' } },
  );
}
