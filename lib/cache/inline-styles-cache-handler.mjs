/**
 * Next's cacheHandler for one `next start` instance (next.config.ts; with REDIS_URL the Redis
 * handler takes its place and does the same). It is Next's own file-system cache, unchanged,
 * except that a cached page is handed out with its stylesheet inlined (inline-stylesheets.mjs):
 * the first paint waits for the HTML only, not for a CSS file after it.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCacheEntryInliner } from './inline-stylesheets.mjs';

const require = createRequire(import.meta.url);
const FileSystemCache =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;

let inlineEntry;

export default class InlineStylesCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    inlineEntry ??= createCacheEntryInliner(path.join(ctx.serverDistDir, '..'));
  }

  async get(...args) {
    return inlineEntry(await super.get(...args));
  }
}
