/**
 * Next's cacheHandler for one `next start` instance (next.config.ts; with REDIS_URL the Redis
 * handler takes its place and does the same). It is Next's own file-system cache, unchanged,
 * except that a cached page is handed out with its own policy and, for a fast first paint,
 * rewritten by lib/next-internals/first-paint (cached-pages.ts; FIRST_PAINT=off leaves the HTML as it is).
 */
import path from 'node:path';
import { isNotFoundAnswer } from '../next-internals/cache-entries.ts';
import {
  type CacheValue,
  FileSystemCache,
  type GetContext,
  type NextGetContext,
  type NextSetContext,
  type SetContext,
} from '../next-internals/cache-handler.ts';
import { createCachedPageRewriter, withOwnPolicy } from './cached-pages.ts';

let rewrite: ReturnType<typeof createCachedPageRewriter> | undefined;

export default class FileSystemCacheHandler extends FileSystemCache {
  constructor(ctx: ConstructorParameters<typeof FileSystemCache>[0]) {
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
  override async get(key: string, ctx: GetContext) {
    await new Promise((resolve) => setImmediate(resolve));
    const entry = await super.get(key, ctx as NextGetContext);
    return rewrite ? rewrite(entry) : entry;
  }

  /**
   * Writes down no 404 for an address it holds nothing for (a made-up news slug, a page number
   * past the last, a sitemap file that does not exist): anyone can make up such addresses
   * without end, and each would leave a page's HTML and RSC payload, or a route's body, on disk
   * for good. Rendering one again is cheap, the answer coming from the cached post index. A 404
   * that replaces an entry (an unpublished post) is kept, or the entry would be served on. (The
   * Redis handler does the same.)
   */
  override async set(key: string, data: unknown, ctx: SetContext) {
    withOwnPolicy(data);
    if (isNotFoundAnswer(data) && !(await this.#holds(key, data.kind))) return;
    return super.set(key, data as CacheValue, ctx as NextSetContext);
  }

  async #holds(key: string, kind: 'APP_PAGE' | 'APP_ROUTE') {
    const ctx: GetContext = { kind, isRoutePPREnabled: false };
    const entry = await super.get(key, ctx as NextGetContext);
    return entry != null;
  }
}
