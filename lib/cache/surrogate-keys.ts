/**
 * The keys a cached answer names for the cache tier in front (docs/deploying.md): Varnish
 * indexes them from the `xkey` header (deploy/varnish/default.vcl); Fastly's Surrogate-Key and
 * Cloudflare's Cache-Tag take the same values. They are the revalidation tags the answer was
 * built from (lib/news/tags.ts), so the webhook purges there exactly what it refreshes here.
 */
import {
  implicitTagPrefix,
  isCachedAnswer,
  nextCacheTagsHeader,
} from '../next-internals/cache-entries.ts';

/** The response header Varnish's xkey module reads (and removes before the answer leaves). */
export const surrogateKeyHeader = 'xkey';

/** On every cached answer: purging it empties the whole tier (after a deployment). */
export const siteKey = 'site' as const;

/** lib/news/tags.ts's index tag (tests/unit/cache/surrogate-keys.test.ts keeps them equal). */
export const newsIndexTag = 'news:index' as const;

// What a key may be: Varnish splits the header on spaces and commas.
const keyPattern = /^[A-Za-z0-9:._-]{1,200}$/;

/**
 * The keys of an answer built from `tags` (Next's `x-next-cache-tags`, comma-separated) with
 * HTTP `status`. An answer that shows posts names each of them (and the list, and media); the
 * index is named only by a 404, the one answer that changes when a post appears under its
 * address. An article reads the index too, but only to find its own post, whose key it has,
 * so a publish does not empty every article from the cache.
 */
export function surrogateKeys(tags: string | undefined | null, status = 200): string[] {
  const keys = new Set<string>([siteKey]);
  for (const tag of String(tags ?? '').split(',')) {
    const key = tag.trim();
    // Next's own tags stand for paths, which nothing here purges by.
    if (!keyPattern.test(key) || key.startsWith(implicitTagPrefix)) continue;
    if (key === newsIndexTag && status !== 404) continue;
    keys.add(key);
  }
  return [...keys];
}

/**
 * A cached page or route answer (Next's cache entry value) with its keys in
 * `surrogateKeyHeader`; anything else as it came.
 */
export function withSurrogateKeys<Value>(value: Value): Value {
  if (!isCachedAnswer(value)) return value;
  const headers = value.headers ?? {};
  const tags = headers[nextCacheTagsHeader];
  const keys = surrogateKeys(typeof tags === 'string' ? tags : undefined, value.status ?? 200);
  return { ...value, headers: { ...headers, [surrogateKeyHeader]: keys.join(' ') } };
}
