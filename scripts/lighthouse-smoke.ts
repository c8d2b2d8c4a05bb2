#!/usr/bin/env node
/**
 * The Lighthouse gate of `npm test`: a few representative pages, mobile, must score exactly 100
 * in accessibility, best practices and SEO. Serves the last build on its own port.
 *
 *   node scripts/lighthouse-smoke.ts [--port 3101]
 *
 * Canonical URLs stay on SITE_URL (https://www.solvik.example), like the browser tests: the
 * pages are pre-rendered with it at build time, and Lighthouse 13's canonical audit accepts a
 * canonical on another origin (it fails only invalid, relative, conflicting or root-pointing ones).
 */
import { parseArgs } from 'node:util';
import { failingAudits, launchChromium, runLighthouse, score } from './lib/lighthouse.ts';
import { serviceSlugs, staticRoutes } from '../lib/routes.ts';
import { startNextServer } from './lib/server.ts';
import { findNewsArticle } from './lib/site.ts';
import { markdownTable } from './lib/table.ts';

const CATEGORIES = ['accessibility', 'best-practices', 'seo'];
const { values } = parseArgs({
  options: { port: { type: 'string', default: String(Number(process.env.E2E_PORT ?? 3100) + 1) } },
});

/**
 * Home, a service page, contact, the news list and a search with results, all taken from the
 * route table, and the Swedish home (/sv), whose alternates and language the SEO audit checks too.
 */
function representativePaths() {
  const paths = ['/', `/services/${serviceSlugs[0]}`, '/contact', '/news', '/search'];
  const known = new Set<string>(staticRoutes.map((route) => route.path));
  const unknown = paths.filter((path) => !known.has(path));
  if (unknown.length > 0) throw new Error(`not in lib/routes.ts: ${unknown.join(', ')}`);
  return [...paths.map((path) => (path === '/search' ? searchWithResults : path)), '/sv'];
}

/**
 * A search answers `noindex` on purpose (out of search engines' results), which fails
 * Lighthouse's `is-crawlable` and nothing else: that audit alone is not held against it.
 */
const searchWithResults = '/search?q=payroll';
const noindexPaths = new Set([searchWithResults]);

const server = await startNextServer({ port: Number(values.port) });
let chrome;
let failed = false;
try {
  const paths = representativePaths();
  const news = await findNewsArticle(server.origin);
  if ('path' in news) paths.push(news.path);
  else console.log(`skipped the news article: ${news.skip}`);

  chrome = await launchChromium();
  const rows = [];
  const failures = [];
  for (const path of paths) {
    // Lighthouse spends most of a minute retrying a page that does not answer 200.
    const status = (await fetch(`${server.origin}${path}`)).status;
    if (status !== 200) {
      rows.push([path, '–', '–', '–', `answers ${status}`]);
      failures.push(`${path} answers ${status}, not 200`);
      continue;
    }
    const started = Date.now();
    const lhr = await runLighthouse(chrome, `${server.origin}${path}`, { categories: CATEGORIES });
    const scores = CATEGORIES.map((id) => score(lhr, id));
    rows.push([path, ...scores, `${((Date.now() - started) / 1000).toFixed(1)} s`]);
    if (lhr.runtimeError) {
      failures.push(`${path} could not be audited: ${lhr.runtimeError.message}`);
      continue;
    }
    for (const id of CATEGORIES) {
      if (score(lhr, id) === 100) continue;
      const failing = failingAudits(lhr, id).filter(
        (audit) => !(noindexPaths.has(path) && audit.id === 'is-crawlable'),
      );
      if (failing.length === 0) continue;
      failures.push(`${path} ${id} ${score(lhr, id)}:`);
      for (const audit of failing) {
        failures.push(`  - ${audit.id}: ${audit.title} ${audit.displayValue}`.trimEnd());
        for (const item of audit.items) failures.push(`      ${item}`);
      }
    }
  }
  console.log(markdownTable(['path (mobile)', ...CATEGORIES, 'time'], rows));
  if (failures.length > 0) {
    failed = true;
    console.error(`\nLighthouse scores below 100:\n${failures.join('\n')}`);
  } else {
    console.log(
      `\nEvery page scores 100 in accessibility, best practices and SEO (${[...noindexPaths].join(', ')}: every SEO audit but is-crawlable, being noindex).`,
    );
  }
} finally {
  await chrome?.kill();
  await server.stop();
}
process.exitCode = failed ? 1 : 0;
