/** Types for inline-stylesheets.mjs (plain JavaScript: Next loads cache handlers unbundled). */

export function createStylesheetInliner(distDir: string): (html: string) => string;

type CacheEntry = { lastModified?: number; value?: { kind?: string; html?: unknown } | null };

export function createCacheEntryInliner(
  distDir: string,
): <Entry extends CacheEntry | null | undefined>(entry: Entry) => Entry;
