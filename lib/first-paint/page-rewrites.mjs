/**
 * The rewrites of a cached page's HTML for a fast first paint, as lib/cache/cached-pages.mjs
 * hands the page to Next to send: the stylesheet inside the HTML (inline-stylesheets.mjs) and
 * Next's scripts started after the first frame (scripts-after-paint.mjs). With the switch off
 * (switch.mjs) the page goes out as Next rendered it.
 */
import { createStylesheetInliner } from './inline-stylesheets.mjs';
import { runScriptsAfterPaint } from './scripts-after-paint.mjs';
import { firstPaintEnabled } from './switch.mjs';

/** Returns `rewrite(html)`; `distDir` is the build's folder (`.next`). */
export function createPageRewriter(distDir, env = process.env) {
  if (!firstPaintEnabled(env)) return (html) => html;
  const inlineStylesheets = createStylesheetInliner(distDir);
  return (html) => runScriptsAfterPaint(inlineStylesheets(html));
}
