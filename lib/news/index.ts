/**
 * The news the pages use. Published news lives in Next's data cache with tags (tags.ts): a
 * webhook marks what changed as stale, the next visit gets the previous answer at once while
 * a fresh one is fetched, and a failed fetch keeps the previous answer. Draft mode reads the
 * Preview API directly, uncached.
 *
 * Every read is per language (`locale`): its cache entry is keyed by the locale (an argument
 * of the cached function), so English and Swedish never share an answer. The tags are shared:
 * a publish in either locale refreshes the post in both, which is a superset and loses nothing.
 */
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { defaultLocale, locales, type Locale } from '@/lib/i18n';
import { newsConfig } from './config';
import { cmsRead, invalidatedSince } from './cms-read';
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

/** One source per preview × language: each reads its own locale from Contentful. */
const sources = new Map<string, NewsSource>();

/** The uncached source of `locale`: Contentful when configured, else the demo export. */
export function newsSource({
  preview: wantPreview = false,
  locale = defaultLocale,
}: { preview?: boolean; locale?: Locale } = {}): NewsSource {
  const config = newsConfig();
  const key = `${config.source}:${wantPreview ? 'preview' : 'published'}:${locale}`;
  let source = sources.get(key);
  if (!source) {
    source =
      config.source === 'demo'
        ? demoSource(undefined, locale)
        : contentfulSource(config.contentful, { preview: wantPreview, locale });
    sources.set(key, source);
  }
  return source;
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
  cmsRead(
    refsTags,
    (locale: Locale, chunk: number) => newsSource({ locale }).postRefs(chunk),
    noteFailure,
  ),
  ['news-refs'],
  { tags: refsTags, revalidate },
);

const limitTags = (tags: string[]) => [...new Set(tags)].slice(0, maxTagsPerEntry);

/**
 * Every post published in `locale`, newest first: the index pages route, count and list by.
 * A post published in English only is not in the Swedish index, so it is neither listed nor
 * served under /sv.
 */
export const postIndex = cache(
  async (draft: boolean = false, locale: Locale = defaultLocale): Promise<PostRef[]> => {
    const load = draft
      ? (chunk: number) => newsSource({ preview: true, locale }).postRefs(chunk)
      : (chunk: number) => cachedRefs(locale, chunk);
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
  },
);

async function cards(refs: PostRef[], draft: boolean, locale: Locale): Promise<PostSummary[]> {
  const ids = refs.map((ref) => ref.id);
  if (draft) return newsSource({ preview: true, locale }).getSummaries(ids);
  const tags = limitTags([
    newsTags.list,
    newsTags.media,
    ...refs.flatMap((ref) => [ref.id, ...ref.dependsOn]).map(newsTags.entry),
  ]);
  const load = unstable_cache(
    cmsRead(
      tags,
      (cardLocale: Locale, postIds: string[]) =>
        newsSource({ locale: cardLocale }).getSummaries(postIds),
      noteFailure,
    ),
    ['news-cards'],
    { tags, revalidate },
  );
  const summaries = await load(locale, ids);
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

/** Page `page` of the list in `locale` (1 = newest), or null past the last page. */
export async function listPage(
  page: number,
  { draft = false, locale = defaultLocale }: { draft?: boolean; locale?: Locale } = {},
): Promise<ListPage | null> {
  const refs = await postIndex(draft, locale);
  const pageCount = pageCountOf(refs.length);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return null;
  const onPage = refs.slice((page - 1) * postsPerPage, page * postsPerPage);
  return { posts: await cards(onPage, draft, locale), page, pageCount, total: refs.length };
}

/**
 * The post with that slug published in `locale`, or null. A slug that cannot exist, or is not
 * in the (cached) index of that locale, costs no CMS request.
 */
export const getArticle = cache(async (slug: string, locale: Locale = defaultLocale) => {
  if (!isPossibleSlug(slug)) return null;
  const ref = (await postIndex(false, locale)).find((candidate) => candidate.slug === slug);
  if (!ref) return null;
  const tags = limitTags([
    newsTags.entry(ref.id),
    newsTags.media,
    ...ref.dependsOn.map(newsTags.entry),
  ]);
  const load = unstable_cache(
    cmsRead(
      tags,
      (postLocale: Locale, id: string) => newsSource({ locale: postLocale }).getPostById(id),
      noteFailure,
    ),
    ['news-post'],
    { tags, revalidate },
  );
  const post: Post | null = await load(locale, ref.id);
  await retrySoonAfterFailure();
  return post;
});

/**
 * True when one of these entries (a post, an author, an asset, an SEO entry) was changed at or
 * after `since` (ms since the epoch), as the webhook tells every instance: by marking its tag
 * stale. Search reads a post again when an entry it shows has changed (lib/search/posts.ts).
 */
export function entriesChangedSince(entryIds: readonly string[], since: number): boolean {
  return invalidatedSince(entryIds.map(newsTags.entry), since);
}

/** The newest indexable posts published in `locale`, for that language's feed. */
export async function feedPosts(locale: Locale = defaultLocale): Promise<PostSummary[]> {
  const refs = (await postIndex(false, locale)).filter((ref) => !ref.noindex).slice(0, feedSize);
  return cards(refs, false, locale);
}

/**
 * The languages the post with that slug is published in (from the cached indexes), in the
 * order of `locales`; empty when it is published in none. The language switch of a post
 * (app/language/route.ts) and its hreflang alternates use it.
 */
export async function publishedLocalesOf(slug: string): Promise<Locale[]> {
  if (!isPossibleSlug(slug)) return [];
  const found = await Promise.all(
    locales.map(async (locale) =>
      (await postIndex(false, locale)).some((ref) => ref.slug === slug) ? [locale] : [],
    ),
  );
  return found.flat();
}
