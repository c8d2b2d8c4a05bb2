/**
 * What a verified webhook call refreshes: exactly the cache tags of what changed, marked stale
 * with `revalidateTag(tag, 'max')`. The next visit to a page that shows it gets the previous
 * page at once and triggers a fresh render; if that render fails, the previous page stays.
 */
import { revalidateTag } from 'next/cache';
import { edgePurgeConfig, purgeEdgeCaches, type EdgePurgeConfig } from '@/lib/cache/edge-purge.ts';
import { contentTypes } from './raw-types';
import { newsTags } from './tags';
import type { WebhookEvent } from './webhook';

/** The tags a change makes stale (none for content types news does not show). */
export function tagsFor(event: Pick<WebhookEvent, 'entity' | 'id' | 'contentType'>): string[] {
  const entry = newsTags.entry(event.id);
  // An asset can sit anywhere in a body; the index does not read bodies (see tags.ts).
  if (event.entity === 'Asset') return [entry, newsTags.list, newsTags.media];
  switch (event.contentType) {
    // A post: its page, the index (slugs, order, noindex), the cards, and the posts that
    // show it as related. Unpublish and delete payloads carry no slug; the id is enough.
    case contentTypes.blogPost:
      return [entry, newsTags.index, newsTags.list];
    // Shown on cards (author) and in the index (SEO: noindex, canonical).
    case contentTypes.author:
    case contentTypes.seo:
      return [entry, newsTags.index, newsTags.list];
    // Embedded in bodies only.
    case contentTypes.richImage:
      return [entry, newsTags.media];
    default:
      return [];
  }
}

/** Marks what the event changed as stale and returns the tags. */
export function refreshNews(event: Pick<WebhookEvent, 'entity' | 'id' | 'contentType'>): string[] {
  const tags = tagsFor(event);
  for (const tag of tags) revalidateTag(tag, 'max');
  return tags;
}

/**
 * After the instances, the cache tier in front (docs/deploying.md): the same tags are the
 * keys its pages name (lib/cache/surrogate-keys.ts), purged softly at every cache of
 * CACHE_PURGE_URLS. Purged again once every instance has surely heard of the change (Redis
 * pub/sub tells them at once, its poll within a second), so that a page fetched from an
 * instance that had not yet heard is not kept. Failures are logged and retried; never throws.
 */
export async function purgeEdgeCachesFor(tags: string[], settleMs = edgeSettleMs): Promise<void> {
  let config: EdgePurgeConfig | null;
  try {
    config = edgePurgeConfig();
  } catch (error) {
    console.error(`[edge-purge] not purged: ${(error as Error).message}`);
    return;
  }
  if (!config || tags.length === 0) return;
  await purgeEdgeCaches(tags, { config });
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  await purgeEdgeCaches(tags, { config });
}

const edgeSettleMs = 2_000;
