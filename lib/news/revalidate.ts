/**
 * What a verified webhook call refreshes: exactly the cache tags of what changed, marked stale
 * with `revalidateTag(tag, 'max')`. The next visit to a page that shows it gets the previous
 * page at once and triggers a fresh render; if that render fails, the previous page stays.
 */
import { revalidateTag } from 'next/cache';
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
