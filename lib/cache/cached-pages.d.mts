/** Types for cached-pages.mjs (plain JavaScript: Next loads cache handlers unbundled). */

type CacheEntry = {
  lastModified?: number;
  value?: { kind?: string; html?: unknown; headers?: unknown; status?: number } | null;
};

export function createCachedPageRewriter(
  distDir: string,
): <Entry extends CacheEntry | null | undefined>(entry: Entry) => Entry;

export function withOwnPolicy<Value>(data: Value): Value;
