/**
 * What the cache handlers (lib/cache) take from Next beyond its documented `cacheHandler`
 * option: its file-system cache as a base class and the shapes of the entries it hands them.
 * Loaded by Node as it is, never bundled (next.config.ts names the handler's file).
 */
import { createRequire } from 'node:module';
import type { CacheHandler, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import type FileSystemCacheClass from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** An entry as a cache handler stores it and hands it back. */
export type CacheEntry = CacheHandlerValue;
/**
 * What Next passes to `get` after the key, and to `set` after the value, as far as the handlers
 * read them. Next's own types name the kinds by `const enum`s, which code that Node runs as it
 * is cannot import; a handler hands these on to Next's cache as `NextGetContext`/`NextSetContext`.
 */
export type GetContext = { kind: string; isRoutePPREnabled?: boolean };
export type SetContext = { fetchCache?: boolean; cacheControl?: CacheEntry['cacheControl'] };
export type NextGetContext = Parameters<CacheHandler['get']>[1];
export type NextSetContext = Parameters<CacheHandler['set']>[2];
/** The value Next asks a handler to keep (null: nothing). */
export type CacheValue = Parameters<CacheHandler['set']>[1];

// The same module instance Next's server uses, so its memory cache is shared with it.
const require = createRequire(import.meta.url);
/** Next's own file-system cache: the build's pre-rendered pages, and what the server writes. */
export const FileSystemCache: typeof FileSystemCacheClass =
  require('next/dist/server/lib/incremental-cache/file-system-cache.js').default;
