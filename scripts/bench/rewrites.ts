#!/usr/bin/env node
/**
 * What reading Next's HTML costs per page, two ways, over the pages of the build: the regular
 * expressions the cache handlers use (lib/next-internals: the first-paint rewrites and the
 * inline-script hashes of the page's policy), and an HTML tokenizer (parse5's, the one jsdom
 * and the browsers' spec follow) finding the same tags and hashing the same scripts. The
 * tokenizer's figure leaves out the splicing a rewrite would add, so it is the least a switch
 * would cost. Each page's findings are compared both ways first: the figures are of the same
 * work.
 *
 *   npm run build && npm run bench:rewrites [-- --runs 200]
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Tokenizer, TokenizerMode } from 'parse5';
import { createPageRewriter } from '../../lib/next-internals/first-paint/page-rewrites.ts';
import { inlineScriptHashes } from '../../lib/next-internals/inline-scripts.ts';
import { runHeader, saveReport } from '../lib/report.ts';
import { markdownTable, median, percentile } from '../lib/table.ts';

const BUDGET_MS = 1;
const { values } = parseArgs({ options: { runs: { type: 'string', default: '200' } } });
const runs = Number(values.runs);
const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const distDir = join(projectDir, '.next');
if (!existsSync(join(distDir, 'BUILD_ID'))) {
  throw new Error('No build found: run `npm run build` first.');
}

/** Every page the build pre-rendered. */
const pages = readdirSync(join(distDir, 'server', 'app'), { recursive: true })
  .filter((file) => String(file).endsWith('.html'))
  .map((file) => join(distDir, 'server', 'app', String(file)))
  .map((file) => ({
    name: relative(join(distDir, 'server', 'app'), file),
    html: readFileSync(file, 'utf8'),
  }));

const rewrite = createPageRewriter(distDir, {});
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The regular expressions, as a cached page is served: rewritten, then its policy's hashes. */
function withRegexes(html: string) {
  const served = rewrite(html);
  return { served, hashes: inlineScriptHashes(served) };
}

const JAVASCRIPT = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * One tokenizer pass over a page: Next's stylesheet links in the head, its async chunk scripts
 * in the body, and the hash of each inline script (the same tests as the rewrites make).
 */
function withTokenizer(html: string) {
  const found = { links: 0, chunks: 0, hashes: new Set<string>() };
  let inHead = true;
  /** The text of the inline script being read, or null outside one. */
  let script: string[] | null = null;
  const tokenizer = new Tokenizer(
    { sourceCodeLocationInfo: true },
    {
      onStartTag(token) {
        const attrs = new Map(token.attrs.map(({ name, value }) => [name, value]));
        if (token.tagName === 'link' && inHead) {
          if (
            attrs.get('rel') === 'stylesheet' &&
            attrs.has('data-precedence') &&
            !attrs.has('media') &&
            !attrs.has('disabled') &&
            attrs.get('href')?.startsWith('/_next/static/')
          ) {
            found.links += 1;
          }
        } else if (token.tagName === 'script') {
          tokenizer.state = TokenizerMode.SCRIPT_DATA;
          const src = attrs.get('src');
          if (src === undefined) {
            script = JAVASCRIPT.test((attrs.get('type') ?? '').trim()) ? [] : null;
          } else {
            script = null;
            const plain = [...attrs.keys()].every((name) => name === 'src' || name === 'async');
            if (plain && attrs.has('async') && src.startsWith('/_next/static/')) found.chunks += 1;
          }
        } else if (token.tagName === 'style' || token.tagName === 'title') {
          tokenizer.state =
            token.tagName === 'style' ? TokenizerMode.RAWTEXT : TokenizerMode.RCDATA;
        }
      },
      onEndTag(token) {
        if (token.tagName === 'head') inHead = false;
        if (token.tagName === 'script' && script) found.hashes.add(sha256(script.join('')));
        if (token.tagName === 'script') script = null;
      },
      onCharacter(token) {
        script?.push(token.chars);
      },
      onWhitespaceCharacter(token) {
        script?.push(token.chars);
      },
      onNullCharacter(token) {
        script?.push(token.chars);
      },
      onComment() {},
      onDoctype() {},
      onEof() {},
    },
  );
  tokenizer.write(html, true);
  return found;
}

// The same findings both ways, or the figures below would compare different work.
for (const page of pages) {
  const { served, hashes } = withRegexes(page.html);
  const found = withTokenizer(page.html);
  const links = (served.match(/data-inlined-from=/g) ?? []).length;
  const chunks = (served.match(/data-after-paint=""/g) ?? []).length;
  // The served page has one more inline script than Next's: the loader of the moved chunks.
  const tokenizerHashes = [...found.hashes];
  const expected = chunks > 0 ? hashes.length - 1 : hashes.length;
  if (links !== found.links || chunks !== found.chunks || tokenizerHashes.length !== expected) {
    throw new Error(
      `${page.name}: the regexes found ${links} links, ${chunks} chunks, ${expected} inline scripts; the tokenizer ${found.links}, ${found.chunks}, ${tokenizerHashes.length}`,
    );
  }
  for (const hash of tokenizerHashes) {
    if (!hashes.includes(hash))
      throw new Error(`${page.name}: the two ways hash different scripts`);
  }
}

function time(work: (html: string) => unknown) {
  const perPage = new Map(pages.map((page) => [page.name, [] as number[]]));
  for (let run = 0; run < runs; run++) {
    for (const page of pages) {
      const start = performance.now();
      work(page.html);
      perPage.get(page.name)?.push(performance.now() - start);
    }
  }
  return perPage;
}

// Warm both up (JIT, the stylesheet read once per process), then interleave nothing: one way
// at a time, the same pages in the same order.
time(withRegexes);
time(withTokenizer);
const regexes = time(withRegexes);
const tokenizer = time(withTokenizer);

const ms = (value: number | null) => (value ?? NaN).toFixed(3);
const rows = pages.map((page) => [
  page.name,
  (page.html.length / 1000).toFixed(0),
  ms(median(regexes.get(page.name) ?? [])),
  ms(median(tokenizer.get(page.name) ?? [])),
]);
const medians = (perPage: Map<string, number[]>) =>
  [...perPage.values()].map((samples) => median(samples));
const all = (perPage: Map<string, number[]>) => [...perPage.values()].flat();
const summary = [
  ['median page', ms(median(medians(regexes))), ms(median(medians(tokenizer)))],
  ['p95 of all reads', ms(percentile(all(regexes), 0.95)), ms(percentile(all(tokenizer), 0.95))],
];
const verdict =
  Number(median(medians(tokenizer))) < BUDGET_MS
    ? `The tokenizer fits the ${BUDGET_MS} ms budget per page.`
    : `The tokenizer costs more than the ${BUDGET_MS} ms budget per page: the regular expressions stay.`;

const report = [
  runHeader('HTML rewrites: regular expressions or a tokenizer'),
  `- pages: ${pages.length} (the build's pre-rendered HTML), ${runs} runs each, after a warm-up run`,
  '',
  markdownTable(['', 'regexes (ms)', 'tokenizer (ms)'], summary),
  '',
  markdownTable(['page', 'kB', 'regexes (ms, median)', 'tokenizer (ms, median)'], rows),
  '',
  verdict,
].join('\n');
console.log(report);
console.log(`\nSaved to ${await saveReport('rewrites', report)}`);
