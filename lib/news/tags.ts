/**
 * The data cache's tags for news. The webhook (revalidate.ts) marks them stale; every cached
 * read (index.ts) carries the ones its answer depends on.
 */
export const newsTags = {
  /** The index of published posts: slugs, order, dates, noindex. Changes with any post. */
  index: 'news:index',
  /** What the list pages and the feed show of each post (cards: title, author, image). */
  list: 'news:list',
  /**
   * Assets and rich images: they can sit anywhere in a body, and the index does not read
   * bodies, so a change to one refreshes every article (still stale-while-revalidate).
   */
  media: 'news:media',
  /** One entry: a post, or an entry or asset a post shows (author, SEO entry, related post). */
  entry: (id: string) => `news:entry:${id}`,
} as const;

/** Next keeps at most 128 tags on a cache entry; stay well below, the page adds its own. */
export const maxTagsPerEntry = 64;
