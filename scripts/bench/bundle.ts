#!/usr/bin/env node
/**
 * For every route: gzip size of the JavaScript its HTML loads (not the `noModule` polyfill),
 * the CSS files it fetches (none: next start inlines the stylesheet, which then counts in the
 * HTML) and the HTML itself, next to the bare framework runtime measured in the same run
 * (scripts/lib/bare-next.ts: a Next app with nothing of ours, from the same node_modules).
 *
 *   npm run build && npm run bench:bundle [-- --port 3110]
 *
 * kB = 1000 bytes, gzip level 6 (what `next start` sends).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildBareApp, removeBareApp } from '../lib/bare-next.ts';
import { staticRoutes } from '../../lib/routes.ts';
import { saveReport, runHeader } from '../lib/report.ts';
import { startNextServer } from '../lib/server.ts';
import { findNewsArticle } from '../lib/site.ts';
import { markdownTable } from '../lib/table.ts';

const WIDGETLESS_LIMIT_KB = 10;
const ANY_ROUTE_LIMIT_KB = 40;
const { values } = parseArgs({ options: { port: { type: 'string', default: '3110' } } });
const port = Number(values.port);
const projectDir = fileURLToPath(new URL('../..', import.meta.url));

if (!existsSync(join(projectDir, '.next', 'BUILD_ID'))) {
  throw new Error('No build found: run `npm run build` first.');
}

const gzipBytes = (buffer: Buffer) => gzipSync(buffer, { level: 6 }).byteLength;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** Gzip sizes of a page's HTML and of the scripts and stylesheets it names. */
async function measure(origin: string, path: string, assetCache: Map<string, number>) {
  const response = await fetch(`${origin}${path}`);
  const html = Buffer.from(await response.arrayBuffer());
  const text = html.toString('utf8');
  const hrefOf = (attributes: string) => /\bhref="([^"]+)"/.exec(attributes)?.[1];
  const links = [...text.matchAll(/<link\b([^>]*)>/g)].map((m) => m[1] ?? '');
  const scripts = [
    ...[...text.matchAll(/<script\b([^>]*)>/g)]
      .map((m) => m[1] ?? '')
      .filter((attributes) => !/\bnomodule\b/i.test(attributes))
      .map((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1]),
    // Preloaded scripts count too: next start adds Next's chunks after the first paint from
    // their preloads (lib/next-internals/first-paint/scripts-after-paint.ts). `sum` below counts a file once.
    ...links
      .filter(
        (attributes) => /\brel="preload"/.test(attributes) && /\bas="script"/.test(attributes),
      )
      .map(hrefOf),
  ].filter((src): src is string => Boolean(src));
  const styles = links
    // A disabled link is not fetched: next start inlines the stylesheet it names into the HTML
    // (lib/next-internals/first-paint/inline-stylesheets.ts), so it counts in the HTML column instead.
    .filter(
      (attributes) => /\brel="stylesheet"/.test(attributes) && !/\bdisabled\b/.test(attributes),
    )
    .map(hrefOf)
    .filter((href): href is string => Boolean(href));
  const size = async (src: string) => {
    const url = new URL(src.replace(/&amp;/g, '&'), origin).href;
    if (!assetCache.has(url)) {
      const asset = await fetch(url);
      if (!asset.ok) throw new Error(`${url} answered ${asset.status}`);
      assetCache.set(url, gzipBytes(Buffer.from(await asset.arrayBuffer())));
    }
    return assetCache.get(url) ?? 0;
  };
  const sum = async (list: string[]) =>
    (await Promise.all([...new Set(list)].map(size))).reduce((a, b) => a + b, 0);
  return {
    status: response.status,
    js: await sum(scripts),
    scripts: new Set(scripts),
    css: await sum(styles),
    html: gzipBytes(html),
  };
}

const bareDir = await buildBareApp();
const site = await startNextServer({ port });
let bare;
try {
  bare = await startNextServer({ port: port + 1, dir: bareDir });
  const runtime = await measure(bare.origin, '/', new Map());

  const paths = [
    ...staticRoutes.map((r) => r.path),
    '/tech-solution/anything-else',
    '/no-such-page',
  ];
  const news = await findNewsArticle(site.origin);
  if ('path' in news) paths.push(news.path);
  else console.log(`skipped the news article: ${news.skip}`);

  const cache = new Map();
  const rows = [];
  let overLimit = 0;
  for (const path of paths) {
    const m = await measure(site.origin, path, cache);
    const above = m.js - runtime.js;
    const flag =
      above > ANY_ROUTE_LIMIT_KB * 1000
        ? `✗ over ${ANY_ROUTE_LIMIT_KB} kB`
        : above > WIDGETLESS_LIMIT_KB * 1000
          ? `over ${WIDGETLESS_LIMIT_KB} kB: widgets only`
          : '✓';
    if (above > ANY_ROUTE_LIMIT_KB * 1000) overLimit++;
    rows.push([path, m.status, kB(m.js), kB(above), kB(m.css), kB(m.html), flag]);
  }

  const markdown = [
    runHeader('Bundle sizes (gzip)'),
    `Bare Next runtime (a heading and a paragraph, same node_modules): **${kB(runtime.js)} kB** JS in ${runtime.scripts.size} scripts.`,
    `Targets: at most ${WIDGETLESS_LIMIT_KB} kB above the runtime for pages without interactive widgets, ${ANY_ROUTE_LIMIT_KB} kB for any route.\n`,
    markdownTable(
      ['route', 'status', 'JS kB', 'JS above runtime kB', 'CSS kB', 'HTML kB', 'target'],
      rows,
    ),
  ].join('\n');
  console.log(`\n${markdown}`);
  console.log(`\nwritten to ${await saveReport('bundle', markdown)}`);
  if (overLimit > 0)
    console.log(`\n${overLimit} route(s) over the ${ANY_ROUTE_LIMIT_KB} kB limit.`);
} finally {
  await bare?.stop();
  await site.stop();
  await removeBareApp(bareDir);
}
