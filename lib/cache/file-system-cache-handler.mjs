/**
 * Next's cacheHandler for one `next start` instance (next.config.ts; with REDIS_URL the Redis
 * handler takes its place and does the same). It is Next's own file-system cache, unchanged,
 * except that a cached page is handed out rewritten for a fast first paint (cached-pages.mjs:
 * the stylesheet inside the HTML, Next's scripts after the first frame).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCachedPageRewriter } from './cached-pages.mjs';

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
}
