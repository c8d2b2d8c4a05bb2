/**
 * Next's cacheHandler for one `next start` instance (next.config.ts; with REDIS_URL the Redis
 * handler takes its place and does the same). It is Next's own file-system cache, unchanged,
 * except that a cached page is handed out with its own policy and, for a fast first paint,
 * rewritten by lib/first-paint (cached-pages.mjs; FIRST_PAINT=off leaves the HTML as it is).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCachedPageRewriter, withOwnPolicy } from './cached-pages.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

let rewrite;

export default class FileSystemCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    rewrite ??= createCachedPageRewriter(path.join(ctx.serverDistDir, '..'));
  }

  /**
   * Waits one turn of the event loop before reading. A page in Next's memory cache is otherwise
   * found and sent within the microtasks of the request that asked for it, one request at a
   * time. Under load (npm run bench:load) that cost 2.6–3.9 ms of CPU per request against
   * 1.8–2.1 for the Redis handler, whose read leaves the event loop, and some requests waited
   * more than 10 s; with the wait, 1.9–2.1 ms and no such waits. Why a turn of the loop saves
   * CPU is measured, not explained. The entry read is the same.
   */
  async get(...args) {
    await new Promise((resolve) => setImmediate(resolve));
    return rewrite(await super.get(...args));
  }

  /**
   * Writes down no 404 for an address it holds nothing for (a made-up news slug, a page number
   * past the last, a sitemap file that does not exist): anyone can make up such addresses
   * without end, and each would leave a page's HTML and RSC payload, or a route's body, on disk
   * for good. Rendering one again is cheap, the answer coming from the cached post index. A 404
   * that replaces an entry (an unpublished post) is kept, or the entry would be served on. (The
   * Redis handler does the same.)
   */
  async set(key, data, ctx) {
    withOwnPolicy(data);
    if (isNotFoundAnswer(data) && !(await this.#holds(key, data.kind))) return;
    return super.set(key, data, ctx);
  }

  async #holds(key, kind) {
    const entry = await super.get(key, { kind, isRoutePPREnabled: false });
    return entry != null;
  }
}

/** A page's or a route handler's 404, as Next hands it to a cache handler. */
export function isNotFoundAnswer(data) {
  return (data?.kind === 'APP_PAGE' || data?.kind === 'APP_ROUTE') && data.status === 404;
}
