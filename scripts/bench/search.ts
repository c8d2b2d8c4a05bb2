#!/usr/bin/env node
/**
 * Site search at 1,200 posts per language, in three parts:
 *
 * 1. The engine fed directly: both languages' index (lib/search/engine.ts) built from the pages
 *    the last build read (`<distDir>/search`) and 1,200 generated posts per language, written
 *    from the site's own words in that language (8 kB each, as FAKE_CDA_BODY_BYTES): the
 *    index's time, the memory it holds (V8's heap and the typed arrays' memory outside it,
 *    measured before and after building it, after full collections) and RSS, and the median
 *    and p95 of a query mix in both languages.
 * 2. At the origin: `next start` of the .next-cms build (`npm run build:cms`) against the fake
 *    Contentful with FAKE_CDA_POSTS=1200: how long the instance takes to answer, the first
 *    search in each language as soon as it does (it waits for what is left of the posts the
 *    instance reads as it starts), then the median and p95 of /api/search over the same mix,
 *    and the instance's RSS growth from then on.
 * 3. The build step: scripts/build-search-index.ts over the .next build.
 *
 * The search page's Lighthouse and JavaScript figures come from `npm run bench:lighthouse`
 * and `npm run bench:bundle`, which list /search with the other routes (docs/performance.md).
 *
 *   npm run build && npm run build:cms && npm run bench:search
 *   npm run bench:search -- --posts 5000 --body-bytes 3000 --rounds 50
 *
 * Ports: the instance on BENCH_SEARCH_PORT (default 3210), the fake on BENCH_SEARCH_CDA_PORT
 * (default 4031).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../../lib/i18n.ts';
import type { LanguageIndex as Index, SearchDocument } from '../../lib/search/engine.ts';
import type { SearchAnswer } from '../../lib/search/types.ts';
import type cmsEnvFile from '../../tests/fake-cda/cms-env.json';
import { createFakeCda } from '../../tests/fake-cda/server.ts';
import { copyBuild } from '../../tests/multi-instance/cluster.ts';
import { startNextServer } from '../lib/server.ts';
import { saveReport, runHeader } from '../lib/report.ts';
import { markdownTable, median, percentile } from '../lib/table.ts';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const argument = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const postCount = Number(argument('posts', '1200'));
const rounds = Number(argument('rounds', '30'));
const bodyBytes = Number(argument('body-bytes', '8000'));
const sitePort = Number(process.env.BENCH_SEARCH_PORT ?? 3210);
const cdaPort = Number(process.env.BENCH_SEARCH_CDA_PORT ?? 4031);
const cmsEnv = JSON.parse(
  readFileSync(path.join(projectDir, 'tests/fake-cda/cms-env.json'), 'utf8'),
) as typeof cmsEnvFile;
/** The languages measured: English and Swedish, whatever else the registry holds. */
type Measured = 'en' | 'sv';
const bothLocales: readonly Measured[] = ['en', 'sv'];

// The engine is TypeScript: Node strips the types, and scripts/lib/app-imports.ts (loaded with
// `--import`) resolves the `@/` alias and extensionless imports as the app's bundler does.
const { LanguageIndex } = await import('../../lib/search/engine.ts');
const { pageDocuments, pagesFile } = await import('../../lib/search/page-documents.ts');

/** What visitors might type: names, phrases, typos, Swedish endings, words being typed. */
const queries: Record<Measured, string[]> = {
  en: [
    'payroll',
    'payrol',
    'netsuite oneworld',
    '"month-end close"',
    'month end close',
    'supplier invoice',
    'vat',
    'reconciliation',
    'employer declaration',
    'expense approval',
    'nordic subsidiaries',
    'peppol',
    'accountin',
    'time reporting for projects',
    'security',
    'zzzz nothing matches',
  ],
  sv: [
    'lön',
    'lönerna',
    'bokslutet',
    'semesterersättning',
    'netsuite oneworld',
    '"bokslut på fem dagar"',
    'leverantörsfakturor',
    'moms',
    'år',
    'attest',
    'arbetsgivardeklaration',
    'dotterbolag i norden',
    'tidrapportering projekt',
    'redovisnin',
    'säkerhet',
    'zzzz ingenting',
  ],
};

/** `count` posts in `locale`, written from sentences of that language's pages, ~8 kB each. */
function generatedPosts(pages: SearchDocument[], locale: Locale, count: number): SearchDocument[] {
  const sentences = pages
    .flatMap((page) => page.body.split(/(?<=[.!?])\s+/))
    .filter((sentence) => sentence.length > 30);
  let seed = locale === 'sv' ? 11 : 7;
  const pick = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return sentences[seed % sentences.length] ?? '';
  };
  return Array.from({ length: count }, (_, n) => {
    let body = '';
    while (body.length < bodyBytes) body += `${pick()} `;
    return {
      id: `post:gen${n}`,
      kind: 'post',
      path: `${locale === 'sv' ? '/sv' : ''}/news/generated-${n}`,
      title: pick().slice(0, 90),
      headings: pick(),
      body,
      author: 'Maja Lind',
      section: 'news',
      date: '2026-01-01',
    };
  });
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const ms = (value: number | null) => value?.toFixed(2) ?? '–';

function timeQueries(run: (locale: Measured, query: string) => unknown): number[] {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const locale of bothLocales) {
      for (const query of queries[locale]) {
        const started = performance.now();
        run(locale, query);
        times.push(performance.now() - started);
      }
    }
  }
  return times;
}

/**
 * Memory after full collections until the heap stops shrinking, each after a turn of the event
 * loop: a collection in the same turn as the documents are dropped still counted some 18 MB of
 * them.
 */
async function settledMemory() {
  if (!global.gc) throw new Error('Run with --expose-gc (npm run bench:search does).');
  let last = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 5; round++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    global.gc();
    const { heapUsed } = process.memoryUsage();
    if (heapUsed > last - 256 * 1024) break;
    last = heapUsed;
  }
  return process.memoryUsage();
}

async function engineFigures() {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(pagesFile('en', distDir))) {
    throw new Error(`${distDir} has no search pages: run \`npm run build\` first.`);
  }
  const pages = {} as Record<Measured, SearchDocument[]>;
  for (const locale of bothLocales)
    pages[locale] = await pageDocuments(locale, pagesFile(locale, distDir));
  // Measured from before the texts exist to after the instance would have dropped what it
  // read: the index and the texts it holds, nothing else.
  const before = await settledMemory();
  let documents: Record<Measured, SearchDocument[]> | undefined = {
    en: [...pages.en, ...generatedPosts(pages.en, 'en', postCount)],
    sv: [...pages.sv, ...generatedPosts(pages.sv, 'sv', postCount)],
  };
  const documentCount = documents.en.length + documents.sv.length;
  const started = performance.now();
  const indexes = {} as Record<Measured, Index>;
  for (const locale of bothLocales) {
    indexes[locale] = new LanguageIndex(locale);
    for (const document of documents[locale]) indexes[locale].put(document);
  }
  const indexMs = performance.now() - started;
  documents = undefined;
  const after = await settledMemory();
  // A first pass warms the JIT, as an instance that has answered a few searches is warm.
  timeQueries((locale, query) => indexes[locale].search(query));
  const times = timeQueries((locale, query) => indexes[locale].search(query));
  return {
    documents: documentCount,
    indexMs,
    heap: after.heapUsed - before.heapUsed,
    // The postings' typed arrays live outside V8's heap.
    outside: after.external - before.external,
    rss: after.rss - before.rss,
    times,
  };
}

/** VmRSS of a process, from /proc. */
function rssOf(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) * 1024;
}

async function originFigures() {
  if (!existsSync(path.join(projectDir, cmsEnv.NEXT_DIST_DIR, 'search', 'pages-en.json'))) {
    throw new Error(
      `${cmsEnv.NEXT_DIST_DIR} has no search pages: run \`npm run build:cms\` first.`,
    );
  }
  const fake = createFakeCda({ posts: postCount, bodyBytes });
  await fake.listen(cdaPort);
  // A copy without the build's data cache, which holds the space the build saw (no generated
  // posts), as a fresh instance of a deployment starts.
  const copy = copyBuild(cmsEnv.NEXT_DIST_DIR, '.next-bench-search');
  const starting = performance.now();
  const server = await startNextServer({
    port: sitePort,
    env: {
      ...cmsEnv,
      CONTENTFUL_HOST: `127.0.0.1:${cdaPort}`,
      NEXT_DIST_DIR: '.next-bench-search',
    },
  });
  const readyMs = performance.now() - starting;
  try {
    const ask = async (locale: Locale, query: string): Promise<SearchAnswer> => {
      const response = await fetch(
        `${server.origin}/api/search?${new URLSearchParams({ q: query, lang: locale })}`,
      );
      if (!response.ok) throw new Error(`/api/search answered ${response.status}`);
      return (await response.json()) as SearchAnswer;
    };
    // As soon as the instance answers, as a visitor who came then: the posts it reads as it
    // starts may not all be in yet. The route loaded first (an empty query waits for no post).
    await ask('en', '');
    await ask('sv', '');
    const rssBefore = rssOf(server.pid);
    const first = {} as Record<Measured, number>;
    for (const locale of bothLocales) {
      const started = performance.now();
      await ask(locale, 'payroll');
      first[locale] = performance.now() - started;
    }
    const posts = (await ask('en', '"generated post"')).total;
    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const locale of bothLocales) {
        for (const query of queries[locale]) {
          const started = performance.now();
          await ask(locale, query);
          times.push(performance.now() - started);
        }
      }
    }
    return { readyMs, first, posts, times, rss: rssOf(server.pid) - rssBefore };
  } finally {
    await server.stop();
    await fake.close();
    copy.remove();
  }
}

async function buildStepSeconds() {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', 'build:search-index'], {
    cwd: projectDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number>((resolve) =>
    child.on('exit', (exit) => resolve(exit ?? 1)),
  );
  if (code !== 0) throw new Error(`build:search-index exited with ${code}`);
  return (performance.now() - started) / 1000;
}

const header = runHeader('bench:search');
const engine = await engineFigures();
const engineTable = markdownTable(
  [
    'index time (ms)',
    'held (MB): heap + outside',
    'RSS growth (MB)',
    'queries',
    'median (ms)',
    'p95 (ms)',
    'max (ms)',
  ],
  [
    [
      Math.round(engine.indexMs),
      `${mb(engine.heap + engine.outside)}: ${mb(engine.heap)} + ${mb(engine.outside)}`,
      mb(engine.rss),
      engine.times.length,
      ms(median(engine.times)),
      ms(percentile(engine.times, 0.95)),
      ms(Math.max(...engine.times)),
    ],
  ],
);
const origin = await originFigures();
const originTable = markdownTable(
  [
    'answering after (ms)',
    'first search en / sv then (ms)',
    'generated posts found',
    'RSS growth from then, no GC (MB)',
    'queries',
    'median (ms)',
    'p95 (ms)',
  ],
  [
    [
      Math.round(origin.readyMs),
      `${Math.round(origin.first.en)} / ${Math.round(origin.first.sv)}`,
      origin.posts,
      mb(origin.rss),
      origin.times.length,
      ms(median(origin.times)),
      ms(percentile(origin.times, 0.95)),
    ],
  ],
);
const buildSeconds = await buildStepSeconds();
const report = [
  header,
  `## The engine fed directly: ${engine.documents} documents (the pages and ${postCount} posts of ${bodyBytes} bytes per language)\n`,
  engineTable,
  `\n## At the origin: /api/search of ${cmsEnv.NEXT_DIST_DIR}, the fake Contentful with ${postCount} generated posts\n`,
  originTable,
  `\n## The build step (scripts/build-search-index.ts over .next): ${buildSeconds.toFixed(1)} s`,
  '\nTargets: p95 ≤ 50 ms at the origin; the index ≤ 50 MB per instance (both languages).',
].join('\n');
console.log(report);
console.log(`\nSaved to ${await saveReport('search', report)}`);
