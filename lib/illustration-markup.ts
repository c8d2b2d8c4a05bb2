import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A hero illustration as inline SVG: our artwork under art/ (the source the WebP files are
 * rendered from), made fit to sit inside a page. Inline, the artwork is part of the document and
 * paints in its first frame with the text; as an <img> it is a second request, a round trip after
 * the HTML on a phone's 4G, shown as a blurred preview until it lands. It is also lighter: the
 * artwork is 0.7–1.8 kB of gzip, the WebP a phone fetched 8–16 kB.
 *
 * Inside a page an SVG shares the document, so each artwork is made self-contained:
 * - its ids (filters, gradients, clip paths) and the references to them are prefixed with its
 *   name (a slash made a hyphen: 'sv/product-expense' gives `sv-product-expense-bg`), so two
 *   artworks never resolve each other's `url(#…)`;
 * - the rules of its <style> apply only under its own root (`[data-art="name"]`), since a
 *   <style> in the body styles the whole document;
 * - its text is set in the page's fonts (`--font-body`, `--font-heading`) instead of naming them,
 *   so it follows the page from the fallback faces to ours;
 * - comments and the whitespace between tags are dropped.
 * Anything the rewrite does not know (an at-rule, a font it cannot map) throws: this runs when
 * the pages are built, and a wrong artwork must fail the build rather than leak styles.
 */

export type IllustrationMarkup = {
  /** The artwork's viewBox, and the intrinsic size of the rendered file. */
  viewBox: string;
  width: number;
  height: number;
  /** The <svg> element's children, ready for dangerouslySetInnerHTML. */
  inner: string;
};

const ART_DIR = path.join(process.cwd(), 'art');

/** The page's font for each family the artworks name (see scripts/render-art.ts). */
const FONT_VARIABLES: Record<string, string> = {
  inter: 'var(--font-body)',
  'nunito sans': 'var(--font-heading)',
};

/** The attribute that scopes an artwork's styles to its own root. */
export const ART_ATTRIBUTE = 'data-art';

/**
 * What an artwork's ids start with: its name, with the slash of a name under art/ (the Swedish
 * screens, 'sv/product-expense') made a hyphen, so an id needs no escaping in a selector.
 */
export function artIdPrefix(name: string): string {
  return name.replaceAll('/', '-');
}

function pageFont(family: string): string {
  const first = (family.split(',')[0] ?? '')
    .trim()
    .replace(/^['"]|['"]$/g, '')
    .toLowerCase();
  const variable = FONT_VARIABLES[first];
  if (!variable) throw new Error(`Artwork names a font the page does not have: ${family}`);
  return variable;
}

function scopeStyleSheet(css: string, scope: string): string {
  const rules = css.trim().matchAll(/([^{}]+)\{([^{}]*)\}/g);
  let scoped = '';
  let consumed = 0;
  for (const [rule, selectors = '', declarations = ''] of rules) {
    consumed += rule.length;
    if (selectors.includes('@')) throw new Error(`Artwork styles may not use at-rules: ${rule}`);
    const selectorList = selectors
      .split(',')
      .map((selector) => `${scope} ${selector.trim()}`)
      .join(',');
    const body = declarations
      .trim()
      .replace(
        /font-family\s*:\s*([^;]+)/g,
        (_, family: string) => `font-family:${pageFont(family)}`,
      );
    scoped += `${selectorList}{${body}}`;
  }
  if (consumed !== css.trim().length) {
    throw new Error(`Artwork styles could not be read: ${css.trim().slice(0, 80)}`);
  }
  return scoped;
}

/** Rewrites one artwork (the text of an art/*.svg file) for a page. Exported for tests. */
export function toInlineMarkup(name: string, source: string): IllustrationMarkup {
  const root = source.match(/<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/);
  if (!root) throw new Error(`Artwork ${name} is not an <svg> document`);
  const [, attributes = '', body = ''] = root;
  const attribute = (key: string) => attributes.match(new RegExp(`\\b${key}="([^"]*)"`))?.[1];
  const viewBox = attribute('viewBox');
  const width = Number(attribute('width'));
  const height = Number(attribute('height'));
  if (!viewBox || !(width > 0) || !(height > 0)) {
    throw new Error(`Artwork ${name} needs a viewBox, a width and a height`);
  }

  if (/<script|<foreignObject|\son\w+=/i.test(body)) {
    throw new Error(`Artwork ${name} carries script or HTML: a page would run it`);
  }
  if (/\bfont-family=/.test(body)) {
    throw new Error(`Artwork ${name} sets a font in an attribute: set it in its <style>`);
  }
  const scope = `[${ART_ATTRIBUTE}="${name}"]`;
  const prefix = artIdPrefix(name);
  const inner = body
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(
      /<style\b[^>]*>([\s\S]*?)<\/style>/g,
      (_, css: string) => `<style>${scopeStyleSheet(css, scope)}</style>`,
    )
    .replace(/\bid="([^"]+)"/g, (_, id: string) => `id="${prefix}-${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefix}-${id})`)
    .replace(/\bhref="#([^"]+)"/g, (_, id: string) => `href="#${prefix}-${id}"`)
    .replace(/>\s+</g, '><')
    .trim();
  return { viewBox, width, height, inner };
}

const memo = new Map<string, IllustrationMarkup>();

/**
 * The named artwork, read from art/ once per process (pages are rendered at build time): the
 * name is its path there, 'sv/product-expense' being art/sv/product-expense.svg (the names
 * content/illustrations.ts gives).
 */
export function illustrationMarkup(name: string): IllustrationMarkup {
  let markup = memo.get(name);
  if (!markup) {
    markup = toInlineMarkup(name, readFileSync(path.join(ART_DIR, `${name}.svg`), 'utf8'));
    memo.set(name, markup);
  }
  return markup;
}
