import { newsConfig } from '@/lib/news/config';
import { refreshNews } from '@/lib/news/revalidate';
import { parseWebhookBody, verifyWebhook } from '@/lib/news/webhook';

/**
 * Contentful's webhook (publish, unpublish, delete of posts and what they link to). Only a
 * request signed with CONTENTFUL_WEBHOOK_SECRET refreshes anything.
 */
export async function POST(request: Request) {
  const secret = newsConfig().webhookSecret;
  if (!secret) {
    return Response.json({ error: 'CONTENTFUL_WEBHOOK_SECRET is not set.' }, { status: 503 });
  }
  const url = new URL(request.url);
  const body = await request.text();
  const verdict = verifyWebhook(secret, {
    method: request.method,
    path: url.pathname + url.search,
    headers: Object.fromEntries(request.headers),
    body,
  });
  if (verdict !== 'valid') {
    return Response.json({ error: `Signature ${verdict}.`, refreshed: [] }, { status: 401 });
  }

  const event = parseWebhookBody(body);
  if (!event) {
    return Response.json(
      { error: 'Expected a Contentful entry or asset payload with sys.id and sys.type.' },
      { status: 400 },
    );
  }
  const refreshed = refreshNews(event);
  return Response.json({
    entity: event.entity,
    id: event.id,
    contentType: event.contentType ?? null,
    refreshed,
  });
}

function methodNotAllowed() {
  return Response.json(
    { error: 'Method not allowed: Contentful calls this with POST.' },
    { status: 405, headers: { Allow: 'POST' } },
  );
}

export {
  methodNotAllowed as GET,
  methodNotAllowed as PUT,
  methodNotAllowed as PATCH,
  methodNotAllowed as DELETE,
};
