/**
 * Pages leave the cache with the site's stylesheet inside them.
 *
 * A `<link rel="stylesheet">` holds the first paint for one more round trip after the HTML (on
 * a phone's 4G, 0.5 s or more). Next's own `experimental.inlineCss` removes it, but also puts the
 * whole stylesheet into the page's RSC payload a second time (its documentation says so), which
 * more than doubled the home page. So the stylesheet is inlined here, in the HTML only, as a
 * cached page is handed to Next to send (page-rewrites.ts): every build-time page and every
 * re-render after a revalidation.
 *
 * The link stays in the page, `disabled` (not fetched, not applied): the RSC payload still names
 * the stylesheet, and React adopts the link it finds in the document instead of inserting a new
 * one and downloading the file after all. Client-side navigations fetch no HTML and keep the
 * inlined styles of the page they started on. A page rendered for its first request (an article
 * the build did not pre-render) goes out as Next rendered it, with the link, and is inlined from
 * its next request on.
 *
 * Only what Next itself links is inlined: a stylesheet under /_next/static/ from this build, in
 * the head, with no media query. Anything unexpected (a file that cannot be read, CSS that could
 * close the style element) leaves the page exactly as it was.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { attributesOf, STATIC_PREFIX } from './html-attributes.ts';

const LINK = /<link\s[^>]*>/g;
const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

/**
 * The stylesheet's relative `url()`s made absolute: they were relative to the file (fonts sit
 * at `../media/…`), and in the page they would be relative to the page.
 */
function rebaseUrls(css: string, href: string): string {
  const base = new URL(href, 'http://stylesheet.invalid');
  return css.replace(CSS_URL, (match, quote: string, reference: string) => {
    if (/^(?:[a-z][a-z\d+.-]*:|\/|#)/i.test(reference)) return match;
    const absolute = new URL(reference, base);
    return `url(${quote}${absolute.pathname}${absolute.search}${absolute.hash}${quote})`;
  });
}

/** The file behind an href Next wrote, or null when it is not one of this build's static files. */
function staticFile(distDir: string, href: string): string | null {
  if (!href.startsWith(STATIC_PREFIX) || !href.endsWith('.css')) return null;
  const relative = href.slice(STATIC_PREFIX.length);
  if (!/^[\w./-]+$/.test(relative) || relative.split('/').includes('..')) return null;
  return path.join(distDir, 'static', relative);
}

/**
 * Returns `stylesheet(href)`: the text of one of Next's stylesheets, its `url()`s made
 * absolute, or null when it must not be inlined (not this build's static CSS, unreadable, or
 * CSS that could close the style element). Each file is read once per process.
 */
export function createStylesheetReader(distDir: string): (href: string) => string | null {
  /** href → the stylesheet's text, or null when it must not be inlined. */
  const stylesheets = new Map<string, string | null>();

  return function stylesheet(href: string): string | null {
    const known = stylesheets.get(href);
    if (known !== undefined) return known;
    let text: string | null = null;
    const file = staticFile(distDir, href);
    if (file) {
      try {
        const css = readFileSync(file, 'utf8');
        if (!/<\/style/i.test(css)) text = rebaseUrls(css, href);
      } catch {
        // Not on this instance's disk: the link stays and the browser fetches the file.
      }
    }
    stylesheets.set(href, text);
    return text;
  };
}

/** True for a stylesheet link Next wrote itself, as `isNextStylesheet(attributesOf(tag))`. */
export function isNextStylesheet(attributes: ReadonlyMap<string, string>): boolean {
  return (
    attributes.get('rel') === 'stylesheet' &&
    attributes.has('data-precedence') &&
    !attributes.has('media') &&
    !attributes.has('disabled') &&
    attributes.has('href')
  );
}

/** The `<link>` tags of an HTML fragment. */
export const linkTags = (html: string): string[] => html.match(LINK) ?? [];

/**
 * Returns `inline(html)`: the page with each of Next's stylesheet links in its head replaced by
 * the stylesheet's text, or the same string when there is nothing to inline. Stylesheets are
 * read once per process; `distDir` is the build's folder (`.next`).
 */
export function createStylesheetInliner(distDir: string): (html: string) => string {
  const stylesheet = createStylesheetReader(distDir);

  return function inline(html: string): string {
    if (typeof html !== 'string') return html;
    const headEnd = html.indexOf('</head>');
    if (headEnd === -1) return html;
    const head = html.slice(0, headEnd);
    let changed = false;
    const inlined = head.replace(LINK, (tag) => {
      const attributes = attributesOf(tag.slice('<link'.length));
      const href = attributes.get('href');
      if (!isNextStylesheet(attributes) || href === undefined) return tag;
      const css = stylesheet(href);
      if (css === null) return tag;
      changed = true;
      const precedence = attributes.get('data-precedence');
      const disabledLink = tag.replace(/\s*\/?>$/, ' disabled=""/>');
      return `<style data-precedence="${precedence}" data-inlined-from="${href}">${css}</style>${disabledLink}`;
    });
    return changed ? inlined + html.slice(headEnd) : html;
  };
}
