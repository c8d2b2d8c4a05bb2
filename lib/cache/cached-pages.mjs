/**
 * What a cached page looks like when it leaves the cache for a visitor: Next's HTML with the
 * stylesheet inside it (inline-stylesheets.mjs) and Next's scripts starting after the first
 * paint (scripts-after-paint.mjs). Both cache handlers (file-system-cache-handler.mjs and the
 * Redis handler) pass every entry they hand to Next through here.
 */
import { createStylesheetInliner } from './inline-stylesheets.mjs';
import { runScriptsAfterPaint } from './scripts-after-paint.mjs';

/**
 * Returns `rewrite(entry)`: a cached page's entry with its HTML rewritten, any other entry as
 * it came. The entry itself is left alone (Next's memory cache and Redis keep the page as Next
 * rendered it); the rewritten copy is kept as long as the entry is, so a page served many times
 * is rewritten once. `distDir` is the build's folder (`.next`).
 */
export function createCachedPageRewriter(distDir) {
  const inlineStylesheets = createStylesheetInliner(distDir);
  /** A cached page's value → the same with its HTML rewritten. */
  const rewritten = new WeakMap();
  return function rewrite(entry) {
    const value = entry?.value;
    if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string') return entry;
    let page = rewritten.get(value);
    if (page === undefined) {
      const html = runScriptsAfterPaint(inlineStylesheets(value.html));
      page = html === value.html ? value : { ...value, html };
      rewritten.set(value, page);
    }
    return page === value ? entry : { ...entry, value: page };
  };
}
