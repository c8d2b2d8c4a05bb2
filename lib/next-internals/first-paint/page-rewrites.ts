/**
 * The rewrites of a cached page's HTML for a fast first paint, as lib/cache/cached-pages.ts
 * hands the page to Next to send: the stylesheet inside the HTML (inline-stylesheets.ts) and
 * Next's scripts started after the first frame (scripts-after-paint.ts). With the switch off
 * (switch.ts) the page goes out as Next rendered it.
 */
import { createStylesheetInliner } from './inline-stylesheets.ts';
import { runScriptsAfterPaint } from './scripts-after-paint.ts';
import { firstPaintEnabled } from './switch.ts';

/** Returns `rewrite(html)`; `distDir` is the build's folder (`.next`). */
export function createPageRewriter(
  distDir: string,
  env: Record<string, string | undefined> = process.env,
): (html: string) => string {
  if (!firstPaintEnabled(env)) return (html) => html;
  const inlineStylesheets = createStylesheetInliner(distDir);
  return (html) => runScriptsAfterPaint(inlineStylesheets(html));
}
