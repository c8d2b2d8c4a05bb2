/**
 * The news the pages use. Published news lives in Next's data cache with tags (tags.ts): a
 * webhook marks what changed as stale, the next visit gets the previous answer at once while
 * a fresh one is fetched, and a failed fetch keeps the previous answer. Draft mode reads the
 * Preview API directly, uncached.
 */
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { newsConfig } from './config';
import { cmsRead } from './cms-read';
import { isPossibleSlug } from './slug';
import { contentfulSource } from './contentful-source';
import { demoSource } from './demo-source';
import { maxTagsPerEntry, newsTags } from './tags';
import type { NewsSource, Post, PostRef, PostRefChunk, PostSummary } from './types';

export type { NewsSource, Post, PostRef, PostSummary, NewsImage, Author } from './types';

/** Cards per list page. */
export const postsPerPage = 12;
/** Items in the RSS feed. */
export const feedSize = 50;
/** Built ahead: the newest articles and list pages; the rest render on first visit. */
export const prerenderedArticles = 12;
export const prerenderedListPages = 2;
/** Safety net behind the webhook. */
const revalidate = 3600;
/** After a failed refresh, pages are rebuilt this soon (not in an hour) to pick up the change. */
const retrySoonSeconds = 10;
const recentFailureMs = 60_000;

let published: NewsSource | undefined;
let preview: NewsSource | undefined;

/** The uncached source: Contentful when configured, else the demo export. */
export function newsSource({
  preview: wantPreview = false,
}: { preview?: boolean } = {}): NewsSource {
  const config = newsConfig();
  if (config.source === 'demo') return demoSource();
  if (wantPreview) {
    preview ??= contentfulSource(config.contentful, { preview: true });
    return preview;
  }
  published ??= contentfulSource(config.contentful);
  return published;
}

let lastFailureAt = 0;

/** Remembers when the CMS last failed, so pages rendered on stale data are retried soon. */
const noteFailure = () => {
  lastFailureAt = Date.now();
};

/**
 * Next's data cache answers a failed refresh with the previous value and caches the page built
 * on it for the page's full revalidate time. After a recent CMS failure this shortens that to
 * `retrySoonSeconds` (a cached function's revalidate lowers the page's), so the change shows
 * soon after the CMS is back, and a 404 decided on a stale index is not kept for an hour.
 */
async function retrySoonAfterFailure(): Promise<void> {
  if (Date.now() - lastFailureAt > recentFailureMs) return;
  await unstable_cache(async () => true, ['news-retry-soon'], { revalidate: retrySoonSeconds })();
}

const refsTags = [newsTags.index];
const cachedRefs = unstable_cache(
  cmsRead(refsTags, (chunk: number) => newsSource().postRefs(chunk), noteFailure),
  ['news-refs'],
  { tags: refsTags, revalidate },
);

const limitTags = (tags: string[]) => [...new Set(tags)].slice(0, maxTagsPerEntry);

/** Every published post, newest first: the index pages route, count and list by. */
export const postIndex = cache(async (draft: boolean = false): Promise<PostRef[]> => {
  const load = draft
    ? (chunk: number) => newsSource({ preview: true }).postRefs(chunk)
    : (chunk: number) => cachedRefs(chunk);
  const first: PostRefChunk = await load(0);
  // The rest at once: a refresh after a webhook waits for the slowest, not the sum (5,000
  // posts are five requests, well within the API's rate limit).
  const rest = Array.from({ length: Math.ceil(first.total / first.chunkSize) - 1 }, (_, n) =>
    load(n + 1),
  );
  const chunks = [first, ...(await Promise.all(rest))];
  const seen = new Set<string>();
  // A post published between two chunk reads can appear twice; keep its first place.
  const refs = chunks
    .flatMap((chunk) => chunk.refs)
    .filter((ref) => {
      if (seen.has(ref.id)) return false;
      seen.add(ref.id);
      return true;
    });
  if (!draft) await retrySoonAfterFailure();
  return refs;
});

async function cards(refs: PostRef[], draft: boolean): Promise<PostSummary[]> {
  const ids = refs.map((ref) => ref.id);
  if (draft) return newsSource({ preview: true }).getSummaries(ids);
  const tags = limitTags([
    newsTags.list,
    newsTags.media,
    ...refs.flatMap((ref) => [ref.id, ...ref.dependsOn]).map(newsTags.entry),
  ]);
  const load = unstable_cache(
    cmsRead(tags, (postIds: string[]) => newsSource().getSummaries(postIds), noteFailure),
    ['news-cards'],
    { tags, revalidate },
  );
  const summaries = await load(ids);
  await retrySoonAfterFailure();
  return summaries;
}

export type ListPage = {
  posts: PostSummary[];
  /** 1-based. */
  page: number;
  pageCount: number;
  total: number;
};

export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / postsPerPage));

/** Page `page` of the list (1 = newest), or null past the last page. */
export async function listPage(page: number, { draft = false } = {}): Promise<ListPage | null> {
  const refs = await postIndex(draft);
  const pageCount = pageCountOf(refs.length);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  const onPage = refs.slice((page - 1) * postsPerPage, page * postsPerPage);
  return { posts: await cards(onPage, draft), page, pageCount, total: refs.length };
}

/**
 * The published post with that slug, or null. A slug that cannot exist, or is not in the
 * (cached) index, costs no CMS request.
 */
export const getArticle = cache(async (slug: string) => {
  if (!isPossibleSlug(slug)) return null;
  const ref = (await postIndex()).find((candidate) => candidate.slug === slug);
  if (!ref) return null;
  const tags = limitTags([
    newsTags.entry(ref.id),
    newsTags.media,
    ...ref.dependsOn.map(newsTags.entry),
  ]);
  const load = unstable_cache(
    cmsRead(tags, (id: string) => newsSource().getPostById(id), noteFailure),
    ['news-post'],
    { tags, revalidate },
  );
  const post: Post | null = await load(ref.id);
  await retrySoonAfterFailure();
  return post;
});

/** The newest indexable posts, for the feed. */
export async function feedPosts(): Promise<PostSummary[]> {
  const refs = (await postIndex()).filter((ref) => !ref.noindex).slice(0, feedSize);
  return cards(refs, false);
}
