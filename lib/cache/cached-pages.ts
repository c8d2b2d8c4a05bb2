/**
 * What a cached answer looks like when it leaves the cache: a page's HTML rewritten for a fast
 * first paint (lib/next-internals/first-paint: the stylesheet inside it, Next's scripts after
 * the first frame; unchanged with FIRST_PAINT=off) and the Content-Security-Policy of that HTML
 * (its inline scripts by hash, lib/content-security-policy.ts), and every page and route answer
 * naming its keys for the cache tier in front (surrogate-keys.ts). Both cache handlers
 * (file-system-cache-handler.ts and the Redis handler) pass every entry they hand to Next
 * through `rewrite`, and every page they are given to keep through `withOwnPolicy`.
 */
import { pagePolicy } from '../content-security-policy.ts';
import { createPageRewriter } from '../next-internals/first-paint/page-rewrites.ts';
import { type CachedAnswer, isCachedAnswer } from '../next-internals/cache-entries.ts';
import { withSurrogateKeys } from './surrogate-keys.ts';

const policyHeader = 'content-security-policy';

type Entry = { value?: unknown } | null | undefined;

/**
 * Returns `rewrite(entry)`: a cached page's or route's entry as it is served, any other entry
 * as it came. The entry itself is left alone (Next's memory cache and Redis keep the page as
 * Next rendered it); the served copy is kept as long as the entry is, so a page served many
 * times is rewritten once. `distDir` is the build's folder (`.next`).
 */
export function createCachedPageRewriter(distDir: string) {
  const rewritePage = createPageRewriter(distDir);
  /** A cached answer's value → the value served. */
  const served = new WeakMap<CachedAnswer, CachedAnswer>();
  return function rewrite<E extends Entry>(entry: E): E {
    const value = entry?.value;
    if (!entry || !isCachedAnswer(value)) return entry;
    let answer = served.get(value);
    if (answer === undefined) {
      answer = withSurrogateKeys(value);
      if (value.kind === 'APP_PAGE' && typeof value.html === 'string') {
        answer.html = rewritePage(value.html);
      }
      served.set(value, withOwnPolicy(answer));
    }
    return { ...entry, value: answer };
  };
}

/**
 * Gives a page the policy of its own HTML, in place: the served copy above, and a page Next
 * has just rendered. Next hands a cache handler's `set` the very value it then sends
 * (next/dist/server/response-cache: `handleRevalidate` sets, then returns the same entry), so
 * this is how a page's first answer, which does not come out of the cache, gets its policy;
 * the stored copy is rewritten again when it is served. tests/e2e/csp.spec.ts fails if Next
 * stops doing so.
 */
export function withOwnPolicy<Value>(data: Value): Value {
  if (isCachedAnswer(data) && data.kind === 'APP_PAGE' && typeof data.html === 'string') {
    data.headers = { ...data.headers, [policyHeader]: pagePolicy(data.html) };
  }
  return data;
}
