/**
 * Pages leave the cache with Next's scripts starting after the first paint.
 *
 * Next writes its chunks as `<script async>`: each runs as soon as it has arrived. On a fast
 * connection they arrive while the browser is still parsing the page, and the first paint then
 * waits for all of them to run (and for React to start hydrating): on a phone's CPU that is
 * hundreds of milliseconds of a blank screen for a page whose HTML and styles were already there.
 *
 * Here each of those script tags becomes a preload of the same file, so the download still
 * starts at once, and a small script at the end of the body adds the scripts, unchanged, in the
 * task after the first frame (at once in a hidden or prerendering tab, which paints no frames
 * until it is shown). The page reads, scrolls and follows links from its first paint; the
 * scripts run one frame later. All are added in one go, as Turbopack's runtime looks for the
 * other chunks' script elements before it would add its own.
 *
 * Only Next's own async chunks under /_next/static/ with no other attribute are moved;
 * `noModule`, inline and foreign scripts stay. Used by page-rewrites.ts, like the stylesheet
 * inlining, on the same cached pages.
 */

import { attributesOf, STATIC_PREFIX } from './html-attributes.ts';

const SCRIPT = /<script\s([^>]*)><\/script>/g;

/** Marks the preload of a moved script. */
const MARK = 'data-after-paint';

/** Adds the marked scripts back, in order, after the first frame. */
const LOADER = `<script>(function(){var d=document;function run(){d.querySelectorAll("link[${MARK}]").forEach(function(l){var s=d.createElement("script");s.src=l.getAttribute("href");s.setAttribute("async","");d.head.appendChild(s)})}if(d.visibilityState==="hidden"||d.prerendering)run();else requestAnimationFrame(function(){setTimeout(run)})})()</script>`;

/** The page with Next's async chunk scripts run after the first paint, or the same string. */
export function runScriptsAfterPaint(html: string): string {
  if (typeof html !== 'string') return html;
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) return html;
  let moved = 0;
  const rewritten = html.slice(0, bodyEnd).replace(SCRIPT, (tag, source: string) => {
    const attributes = attributesOf(source);
    const src = attributes.get('src');
    const plain = [...attributes.keys()].every((name) => name === 'src' || name === 'async');
    if (!plain || !attributes.has('async') || !src?.startsWith(STATIC_PREFIX)) return tag;
    if (!/^[\w./-]+$/.test(src)) return tag;
    moved += 1;
    return `<link rel="preload" as="script" fetchPriority="low" href="${src}" ${MARK}=""/>`;
  });
  if (moved === 0) return html;
  return rewritten + LOADER + html.slice(bodyEnd);
}
