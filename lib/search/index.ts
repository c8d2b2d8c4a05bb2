/**
 * Site search, server-side only: each language's pages (read at build time) and published
 * posts (kept fresh from the news layer, lib/search/posts.ts) in one in-memory index per
 * language and instance. The search pages and the JSON endpoint (app/api/search) call this.
 */
import { entriesChangedSince, postIndex, newsSource } from '@/lib/news';
import { locales, type Locale } from '@/lib/i18n';
import { LanguageIndex } from './engine';
import { pageDocuments } from './page-documents';
import { PostSync, type PostFeed } from './posts';
import { isRefused, parseQuery } from './query';
import type { SearchAnswer } from './types';

export { maxQueryLength, parseQuery, parseResultsPage, isRefused } from './query';
export { maxLimit } from './engine';

const newsFeed: PostFeed = {
  refs: (locale) => postIndex(false, locale),
  posts: (locale, ids) => newsSource({ locale }).getPosts(ids),
  changedSince: entriesChangedSince,
};

/**
 * The same posts read straight from the CMS, for the read as the instance starts: Next's data
 * cache is there only once the instance has served a request.
 */
const startFeed: PostFeed = {
  refs: async (locale) => {
    const source = newsSource({ locale });
    const first = await source.postRefs(0);
    const rest = Array.from({ length: Math.ceil(first.total / first.chunkSize) - 1 }, (_, n) =>
      source.postRefs(n + 1),
    );
    return [first, ...(await Promise.all(rest))].flatMap((chunk) => chunk.refs);
  },
  posts: newsFeed.posts,
  changedSince: newsFeed.changedSince,
};

type Searchable = { index: LanguageIndex; posts: PostSync };
/**
 * Each language's index, one per instance. Kept on `globalThis`: Next bundles
 * instrumentation.ts, which fills them as the instance starts, apart from the routes that
 * search them, each with its own copy of this module.
 */
const store = globalThis as { solvikSearchables?: Map<Locale, Promise<Searchable>> };
const searchables = (store.solvikSearchables ??= new Map());

function searchableIn(locale: Locale): Promise<Searchable> {
  let searchable = searchables.get(locale);
  if (!searchable) {
    searchable = (async () => {
      const index = new LanguageIndex(locale);
      for (const document of await pageDocuments(locale)) index.put(document);
      return { index, posts: new PostSync(index, newsFeed) };
    })();
    searchables.set(locale, searchable);
  }
  return searchable;
}

/**
 * The pages and posts of `locale` that match `query` (as `parseQuery` gives it; anything else
 * goes through it again), best first, `limit` of them from `offset` on. An empty or refused
 * query matches nothing.
 */
export async function searchSite(
  locale: Locale,
  query: string,
  { limit, offset }: { limit?: number; offset?: number } = {},
): Promise<SearchAnswer> {
  const parsed = parseQuery(query);
  const clean = isRefused(parsed) ? '' : parsed.query;
  const { index, posts } = await searchableIn(locale);
  if (!clean) return { locale, query: clean, total: 0, hits: [] };
  await posts.sync();
  return index.search(clean, { limit, offset });
}

/**
 * True when the posts of `locale` are in line with the news layer as of its last search: an
 * answer given then may be kept by a cache until a publish purges it. False while the CMS
 * could not be read, when answers come from what the instance held.
 */
export async function postsInLine(locale: Locale): Promise<boolean> {
  return (await searchableIn(locale)).posts.inLine;
}

/**
 * Reads each language's pages and posts into its index as the instance starts (from
 * instrumentation.ts, not awaited), so the first visitor's search does not wait while every
 * post is read: seconds with 1,200 posts. A search that comes sooner waits for the same read.
 * A CMS that fails is logged; each language then tries again by itself, less and less often,
 * until it is read (`PostSync.catchUp`), and any search meanwhile tries as after any failed
 * read (lib/search/posts.ts).
 */
export function warmSearch(): void {
  void (async () => {
    // One language after the other: both at once asked more of the CMS than it answered in
    // time on a busy machine, and a failed read is not tried again for a while.
    const behind: PostSync[] = [];
    for (const locale of locales) {
      try {
        const { posts } = await searchableIn(locale);
        await posts.sync(startFeed);
        if (!posts.inLine) behind.push(posts);
      } catch (error) {
        console.error(`[search] not read ahead in "${locale}": ${(error as Error).message}`);
      }
    }
    // Started while the CMS was down: each language tries again by itself until it is read.
    await Promise.all(behind.map((posts) => posts.catchUp(startFeed)));
  })();
}
