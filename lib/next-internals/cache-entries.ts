/**
 * The entries Next hands a cache handler, as far as the handlers read them: the kinds of a
 * page's and a route handler's answer (`CachedRouteKind` in next/dist/server/response-cache)
 * where their HTML, headers and status sit, and the header that names their cache tags. Nothing here is loaded from Next, so code that
 * is bundled (the webhook's purge) may use it too.
 */

/** The header in which a cached answer lists the cache tags it was built from, comma-separated. */
export const nextCacheTagsHeader = 'x-next-cache-tags';

/** How Next's own tags for a path begin (`_N_T_/news/page`). */
export const implicitTagPrefix = '_N_T_';

/** A page's or a route handler's answer, the two kinds of entry the handlers rewrite. */
export type CachedAnswer = {
  kind: 'APP_PAGE' | 'APP_ROUTE';
  /** A page's HTML (a string once stored). */
  html?: unknown;
  headers?: Record<string, string | string[] | number | undefined>;
  status?: number;
};

export function isCachedAnswer(value: unknown): value is CachedAnswer {
  const kind = (value as { kind?: unknown } | null | undefined)?.kind;
  return kind === 'APP_PAGE' || kind === 'APP_ROUTE';
}

/** A page's or a route handler's 404, as Next hands it to a cache handler. */
export function isNotFoundAnswer(data: unknown): data is CachedAnswer {
  return isCachedAnswer(data) && data.status === 404;
}
