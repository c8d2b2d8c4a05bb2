/**
 * The site's stylesheet as text, for the pages rendered for each request (the search pages).
 *
 * Such a page never passes through the cache handlers, so it gets none of the cached pages'
 * rewrites (next-internals/first-paint/): Next's `<link rel="stylesheet">` would hold its
 * first paint for one more round trip, which on a phone's 4G shares the line with the fonts and scripts (the
 * search page painted 0.6 s after the cached pages). Its layout leaves the stylesheet unlinked
 * and carries it inline instead: the stylesheets Next links from the pre-rendered home page of
 * the same build, which every page of the site shares (one root stylesheet, app/globals.css).
 */
import { prerenderedHead } from './next-internals/prerendered-head.ts';
import { attributesOf } from './next-internals/first-paint/html-attributes.ts';
import {
  createStylesheetReader,
  isNextStylesheet,
  linkTags,
} from './next-internals/first-paint/inline-stylesheets.ts';

/** One stylesheet of the site: its text, or null when it could not be read (then link it). */
export type SiteStylesheet = { href: string; css: string | null };

const cache = new Map<string, SiteStylesheet[]>();

/**
 * The stylesheets of the build in `distDir` (`.next`), read once per process: empty when there
 * is no pre-rendered home page to take them from (`next dev`, whose search layout links the
 * stylesheet as any other).
 */
export function siteStylesheets(
  distDir = process.env.NEXT_DIST_DIR || '.next',
  logError: (message: string) => void = console.error,
): SiteStylesheet[] {
  const known = cache.get(distDir);
  if (known !== undefined) return known;
  let stylesheets: SiteStylesheet[] = [];
  try {
    const read = createStylesheetReader(distDir);
    stylesheets = linkTags(prerenderedHead('/', distDir))
      .map((tag) => attributesOf(tag.slice('<link'.length)))
      .filter(isNextStylesheet)
      .map((attributes) => attributes.get('href') ?? '')
      .map((href) => ({ href, css: read(href) }));
    for (const { href, css } of stylesheets) {
      if (css === null) logError(`[first-paint] ${href} is not readable: linked, not inlined`);
    }
  } catch (error) {
    if (process.env.NODE_ENV === 'production') {
      logError(`[first-paint] the site's stylesheets are unknown: ${(error as Error).message}`);
    }
  }
  cache.set(distDir, stylesheets);
  return stylesheets;
}
