/**
 * A small reader for the server-rendered HTML that crawlers see. React's output is regular
 * (double-quoted attributes, entities for `&"<>'`), so a tag scanner is enough and keeps the
 * crawl fast: no browser, no DOM.
 */

export type Attributes = Record<string, string>;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const value =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : +code.slice(1);
      return String.fromCodePoint(value);
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** Scripts, styles, templates and comments hold text that only looks like markup. */
function withoutOpaqueContent(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1>/gi, '');
}

function parseAttributes(source: string): Attributes {
  const attributes: Attributes = {};
  const pattern = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    if (!name) continue;
    attributes[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** Every `<tag …>` of one kind outside scripts and comments, as attribute maps. */
export function findTags(html: string, tag: string): Attributes[] {
  const pattern = new RegExp(`<${tag}\\b([^>]*)>`, 'gi');
  return [...withoutOpaqueContent(html).matchAll(pattern)].map((m) => parseAttributes(m[1] ?? ''));
}

/** The `href` of every link on the page, as written. */
export function anchorHrefs(html: string): string[] {
  return findTags(html, 'a').flatMap((a) => (a.href === undefined ? [] : [a.href]));
}

export type PageHead = {
  title: string | undefined;
  /** Values of `<meta name>` and `<meta property>`, several when a tag repeats. */
  meta: Map<string, string[]>;
  canonicals: string[];
  /** `<html lang>`. */
  lang: string | undefined;
  /** `hreflang` → `href` of every `<link rel="alternate" hreflang>`. */
  languageAlternates: Record<string, string>;
  h1Count: number;
  /** The text of each `<h1>`, tags removed. */
  h1s: string[];
  /** Raw text of every `application/ld+json` block. */
  jsonLd: string[];
};

export function readPage(html: string): PageHead {
  const head = /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
  const title = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(withoutOpaqueContent(head))?.[1];
  const meta = new Map<string, string[]>();
  for (const tag of findTags(html, 'meta')) {
    const key = tag.name ?? tag.property;
    if (key === undefined || tag.content === undefined) continue;
    meta.set(key, [...(meta.get(key) ?? []), tag.content]);
  }
  const canonicals = findTags(html, 'link')
    .filter((link) => link.rel?.split(/\s+/).includes('canonical'))
    .map((link) => link.href ?? '');
  const lang = findTags(html, 'html')[0]?.lang;
  const languageAlternates = Object.fromEntries(
    findTags(html, 'link')
      .filter((link) => link.rel === 'alternate' && link.hreflang && link.href)
      .map((link) => [link.hreflang ?? '', link.href ?? '']),
  );
  const h1Count = [...withoutOpaqueContent(html).matchAll(/<h1[\s>]/gi)].length;
  const h1s = [...withoutOpaqueContent(html).matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map(
    ([, inner = '']) => decodeEntities(inner.replace(/<[^>]+>/g, '')).trim(),
  );
  const jsonLd = [
    ...html.matchAll(
      /<script\b[^>]*type=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi,
    ),
  ].map((m) => m[1] ?? '');
  return {
    title: title === undefined ? undefined : decodeEntities(title).trim(),
    meta,
    canonicals,
    lang,
    languageAlternates,
    h1Count,
    h1s,
    jsonLd,
  };
}
