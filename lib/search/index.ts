/**
 * Site search, server-side only: each language's pages (read at build time) and published
 * posts (kept fresh from the news layer, lib/search/posts.ts) in one in-memory index per
 * language and instance. The search pages and the JSON endpoint (app/api/search) call this.
 */
import { postIndex, newsSource } from '@/lib/news';
import type { Locale } from '@/lib/i18n';
import { LanguageIndex } from './engine';
import { pageDocuments } from './page-documents';
import { PostSync, type PostFeed } from './posts';
import { isRefused, parseQuery } from './query';
import type { SearchAnswer } from './types';

export { maxQueryLength, parseQuery, isRefused } from './query';
export { maxLimit } from './engine';

const newsFeed: PostFeed = {
  refs: (locale) => postIndex(false, locale),
  posts: (locale, ids) => newsSource({ locale }).getPosts(ids),
};

type Searchable = { index: LanguageIndex; posts: PostSync };
const searchables = new Map<Locale, Promise<Searchable>>();

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
 * goes through it again), best first. An empty or refused query matches nothing.
 */
export async function searchSite(
  locale: Locale,
  query: string,
  { limit }: { limit?: number } = {},
): Promise<SearchAnswer> {
  const parsed = parseQuery(query);
  const clean = isRefused(parsed) ? '' : parsed.query;
  const { index, posts } = await searchableIn(locale);
  if (!clean) return { locale, query: clean, total: 0, hits: [] };
  await posts.sync();
  return index.search(clean, { limit });
}
