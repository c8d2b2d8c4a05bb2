/**
 * What the relevance set is scored against: each language's index of the site's pages (as the
 * build read them) and the demo news posts (the bundled export, read as the demo source reads
 * it), searched as `searchSite` searches. Shared by the bench and its unit test.
 */
import type { Locale } from '@/lib/i18n';
import { demoSource } from '@/lib/news/demo-source';
import { LanguageIndex, type SearchDocument } from '@/lib/search/engine';
import { postDocument } from '@/lib/search/post-documents';
import { isRefused, parseQuery } from '@/lib/search/query';
import type { RelevanceCase } from './search-relevance-set';

/** The published, indexable demo posts of `locale`, as search holds them. */
async function demoPostDocuments(locale: Locale): Promise<SearchDocument[]> {
  const source = demoSource(undefined, locale);
  const { refs } = await source.postRefs(0);
  const ids = refs.filter((ref) => !ref.noindex).map((ref) => ref.id);
  return (await source.getPosts(ids)).map((post) => postDocument(post, locale));
}

/** `locale`'s index of `pages` and the demo posts. */
export async function relevanceIndex(
  locale: Locale,
  pages: SearchDocument[],
): Promise<LanguageIndex> {
  const index = new LanguageIndex(locale);
  for (const document of [...pages, ...(await demoPostDocuments(locale))]) index.put(document);
  return index;
}

type RelevanceMiss = RelevanceCase & { got: string[] };

export type RelevanceScore = {
  queries: number;
  first: number;
  topThree: number;
  /** The queries whose expected result was not first, with the paths that came first. */
  misses: RelevanceMiss[];
};

/** How many of `cases` find their expected result first, and in the top three. */
export function scoreRelevance(
  index: LanguageIndex,
  cases: readonly RelevanceCase[],
): RelevanceScore {
  const score: RelevanceScore = { queries: cases.length, first: 0, topThree: 0, misses: [] };
  for (const relevanceCase of cases) {
    const parsed = parseQuery(relevanceCase.query);
    const query = isRefused(parsed) ? '' : parsed.query;
    const got = index.search(query, { limit: 3 }).hits.map((hit) => hit.path);
    const at = got.indexOf(relevanceCase.expected);
    if (at === 0) score.first++;
    else score.misses.push({ ...relevanceCase, got });
    if (at >= 0) score.topThree++;
  }
  return score;
}
