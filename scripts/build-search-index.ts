/**
 * After `next build`: reads every indexable page of the route table (lib/routes.ts) from the
 * HTML the build prerendered, in both languages, and writes what search needs of each page
 * (title, headings, the visible words of <main>) to `<distDir>/search/pages-<locale>.json`.
 * The instances index these files as they start (lib/search/page-documents.ts); the
 * file lives in the dist dir, so it travels with the build it describes.
 *
 *   npm run build:search-index      # NEXT_DIST_DIR as next build had it (.next)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import { localizedPath, locales, pathWithoutLocale } from '../lib/i18n.ts';
import { prerenderedFile } from '../lib/next-internals/prerendered-head.ts';
import { indexableRoutes } from '../lib/routes.ts';
import type { BuiltPage } from '../lib/search/page-documents.ts';

/** What is read of parse5's tree: its elements, their attributes, and text. */
type HtmlNode = {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  parentNode?: HtmlNode | null;
};

const distDir = process.env.NEXT_DIST_DIR || '.next';

// Not read as the page's words: what every page repeats, what no one sees, and the
// interface (a form's labels and controls, buttons).
const skipped = new Set([
  'header',
  'footer',
  'nav',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'form',
  'button',
  'select',
  'textarea',
]);
/** Blocks of text: where one ends, the next is another sentence, line or item. */
const blocks =
  /^(p|div|section|article|li|ul|ol|dl|dt|dd|h[1-6]|td|th|tr|table|figcaption|blockquote|summary|details|form)$/;
/** Tailwind's classes that show an inline element as a block ("Sweden" over "Fortnox, Visma"). */
const displayedAsBlock = /(?<![\w-])(block|flex|grid)(?![\w-])/;
/** Inline elements whose words must not run into their neighbours' (adjacent links, a <br>). */
const wordBreaks = /^(br|a|label|button)$/;
/** Marks the end of a block while the text is collected. */
const blockEnd = '\u0000';

const attr = (node: HtmlNode | undefined, name: string) =>
  node?.attrs?.find((a) => a.name === name)?.value;

function find(node: HtmlNode, test: (node: HtmlNode) => boolean): HtmlNode | undefined {
  if (test(node)) return node;
  for (const child of node.childNodes ?? []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

/** Every node under `node` that passes `test`, outside what `textOf` skips. */
function findAll(
  node: HtmlNode,
  test: (node: HtmlNode) => boolean,
  out: HtmlNode[] = [],
): HtmlNode[] {
  if (skipped.has(node.nodeName) || isNewsCard(node)) return out;
  if (test(node)) out.push(node);
  for (const child of node.childNodes ?? []) findAll(child, test, out);
  return out;
}

/** A post's card (on the news list, on home): search finds the post itself, not its cards. */
const isNewsCard = (node: HtmlNode): boolean =>
  node.nodeName === 'article' &&
  !!find(
    node,
    (n) => n.nodeName === 'a' && /^\/news\/[^/]+$/.test(pathWithoutLocale(attr(n, 'href') ?? '')),
  );

/**
 * The text a visitor sees in `node`. Words never run together, and a block that ends without
 * a stop (a heading, an eyebrow, a list item) is set off from the next by a middle dot, so a
 * snippet reads "Our services · Salaries paid on the 25th", not as one run-on sentence.
 */
function textOf(node: HtmlNode, skip: ReadonlySet<string> = skipped): string {
  let out = '';
  const visit = (current: HtmlNode) => {
    if (current.nodeName === '#text') {
      out += current.value;
      return;
    }
    if (skip.has(current.nodeName) || isNewsCard(current)) return;
    if (attr(current, 'hidden') !== undefined || attr(current, 'aria-hidden') === 'true') return;
    if (/\bsr-only\b/.test(attr(current, 'class') ?? '')) return;
    if (isCallToAction(current)) return;
    const wordBreak = wordBreaks.test(current.nodeName);
    const block =
      blocks.test(current.nodeName) ||
      displayedAsBlock.test(attr(current, 'class') ?? '') ||
      (wordBreak && current.nodeName !== 'br' && standsAlone(current));
    if (block) out += blockEnd;
    if (wordBreak) out += ' ';
    for (const child of current.childNodes ?? []) visit(child);
    if (block) out += blockEnd;
    if (wordBreak) out += ' ';
  };
  visit(node);
  return out
    .replace(/\s+/g, ' ')
    .replace(/^[\s\u0000]+|[\s\u0000]+$/g, '')
    .replace(/([.!?:;…,·])[\s\u0000]*\u0000[\s\u0000]*/g, '$1 ')
    .replace(/\s*\u0000[\s\u0000]*/g, ' · ');
}

/**
 * A link that is interface, not content: on its own (not in running text, nor an item of a
 * list of links) and holding no block of text, as "Read more", "Talk to sales" or "All
 * services" are. A card that is one link, heading and text inside, is content.
 */
function isCallToAction(node: HtmlNode): boolean {
  if (node.nodeName !== 'a' && attr(node, 'role') !== 'button') return false;
  if (node.parentNode?.nodeName === 'li' || !standsAlone(node)) return false;
  return !find(node, (n) => n !== node && blocks.test(n.nodeName));
}

/** A link or button outside running text (a call to action, a card's link): a block of its own. */
function standsAlone(node: HtmlNode): boolean {
  return (node.parentNode?.childNodes ?? []).every(
    (sibling) => sibling === node || sibling.nodeName !== '#text' || !sibling.value?.trim(),
  );
}

/** The words of <main> as search holds them: the h1 is the page's title, held apart. */
const bodySkipped = new Set([...skipped, 'h1']);

/**
 * What search holds of the page at `pathname`, from its pre-rendered `html`. Throws for a page
 * that says noindex or has no <main>: the route table and the page disagree.
 */
export function pageFromHtml(pathname: string, html: string): BuiltPage {
  const document: HtmlNode = parse(html);
  const meta = (name: string) =>
    find(
      document,
      (n) => n.nodeName === 'meta' && (attr(n, 'name') === name || attr(n, 'property') === name),
    );
  const robots = attr(meta('robots'), 'content') ?? '';
  if (/\bnoindex\b/i.test(robots))
    throw new Error(`${pathname} is indexable in lib/routes.ts but its page says noindex`);
  const main = find(document, (n) => n.nodeName === 'main');
  if (!main) throw new Error(`${pathname}: no <main> in its page`);
  const siteName = attr(meta('og:site_name'), 'content');
  const titleNode = find(document, (n) => n.nodeName === 'title');
  let title = titleNode ? textOf(titleNode, new Set()) : '';
  if (siteName && title.endsWith(` | ${siteName}`))
    title = title.slice(0, -` | ${siteName}`.length);
  const headings = findAll(main, (n) => /^h[1-3]$/.test(n.nodeName))
    .map((n) => textOf(n))
    .filter(Boolean);
  const description = attr(meta('description'), 'content') ?? '';
  return { path: pathname, title, headings, description, body: textOf(main, bodySkipped) };
}

function buildSearchIndex(): void {
  const startedAt = performance.now();
  const outDir = path.join(distDir, 'search');
  mkdirSync(outDir, { recursive: true });
  for (const locale of locales) {
    const pages = indexableRoutes.map((route) => {
      const pathname = localizedPath(route.path, locale);
      return pageFromHtml(pathname, readFileSync(prerenderedFile(pathname, distDir), 'utf8'));
    });
    writeFileSync(path.join(outDir, `pages-${locale}.json`), JSON.stringify({ locale, pages }));
  }
  console.log(
    `Search: ${indexableRoutes.length} pages per language read into ${outDir} in ${Math.round(performance.now() - startedAt)} ms`,
  );
}

// Run as a script; imported by its unit test.
if (process.argv[1]?.endsWith('build-search-index.ts')) buildSearchIndex();
