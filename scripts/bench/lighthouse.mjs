#!/usr/bin/env node
/**
 * Lighthouse on every indexable route plus a news article, mobile and desktop, several runs
 * each; prints the median of every figure and writes the table to bench-results/.
 *
 *   npm run build && npm run bench:lighthouse [-- --runs 3 --routes /,/contact --port 3130]
 *   npm run bench:lighthouse -- --form-factors mobile --cpu-slowdown 2
 *
 * The first row is a bare Next page (scripts/lib/bare-next.mjs) measured the same way: the
 * framework's own cost on this machine, which no route can go below. --skip-reference leaves it
 * out (it costs a build of about a minute).
 * Medians are taken per figure. Mobile uses Lighthouse's simulated slow 4G and 4x CPU
 * slowdown, applied to what this machine measured: a busy machine reads slower. The 4x is
 * meant for a high-end desktop (benchmark index 1500–2000); Lighthouse's throttling guide
 * (docs/throttling.md, "Calibrating the CPU slowdown") tells a slower host to lower it, 2x for
 * a low-end desktop (index 1000–1500) emulating a mid-tier phone. `--cpu-slowdown` does that for
 * mobile runs; the table says which multiplier it used and the median benchmark index.
 */
import { parseArgs } from 'node:util';
import { buildBareApp, removeBareApp } from '../lib/bare-next.mjs';
import { launchChromium, runLighthouse, score } from '../lib/lighthouse.mjs';
import { saveReport, runHeader } from '../lib/report.mjs';
import { indexableRoutes } from '../lib/route-table.mjs';
import { startNextServer } from '../lib/server.mjs';
import { findNewsArticle } from '../lib/site.mjs';
import { markdownTable, median } from '../lib/table.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
    port: { type: 'string', default: '3130' },
    'cpu-slowdown': { type: 'string' },
    'skip-reference': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const cpuSlowdown =
  values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) {
  console.error(`--cpu-slowdown must be a number of at least 1, not ${values['cpu-slowdown']}`);
  process.exit(2);
}
const formFactors = values['form-factors'].split(',');

const BARE_LABEL = 'bare Next page (reference)';

/** Targets from issue 5: performance by form factor, and the mobile Web Vitals. */
const TARGETS = {
  mobile: { performance: 95, lcp: 1500, tbt: 100, cls: 0.02 },
  desktop: { performance: 100 },
};

function figures(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

function misses(formFactor, m) {
  const target = TARGETS[formFactor] ?? {};
  const out = [];
  if (target.performance !== undefined && m.performance < target.performance) out.push('perf');
  if (target.lcp !== undefined && m.lcp > target.lcp) out.push('LCP');
  if (target.tbt !== undefined && m.tbt > target.tbt) out.push('TBT');
  if (target.cls !== undefined && m.cls > target.cls) out.push('CLS');
  for (const key of ['accessibility', 'bestPractices', 'seo']) if (m[key] < 100) out.push(key);
  return out.length === 0 ? '✓' : `✗ ${out.join(', ')}`;
}

// The bare framework page is measured first, the same way: what no route of ours can beat.
const bareDir = values['skip-reference'] ? undefined : await buildBareApp();
const server = await startNextServer({ port: Number(values.port) });
let bare;
let chrome;
try {
  if (bareDir) bare = await startNextServer({ port: Number(values.port) + 1, dir: bareDir });
  let paths = values.routes
    ? values.routes.split(',').map((p) => p.trim())
    : indexableRoutes.map((r) => r.path);
  if (!values.routes) {
    const news = await findNewsArticle(server.origin);
    if ('path' in news) paths.push(news.path);
    else console.log(`skipped the news article: ${news.skip}`);
  }
  const skipped = [];
  const checked = [];
  for (const path of paths) {
    const status = (await fetch(`${server.origin}${path}`)).status;
    if (status === 200) checked.push(path);
    else skipped.push(`${path} (${status})`);
  }
  paths = checked;
  const pages = [
    ...(bare ? [{ label: BARE_LABEL, url: `${bare.origin}/` }] : []),
    ...paths.map((path) => ({ label: path, url: `${server.origin}${path}` })),
  ];

  chrome = await launchChromium();
  const rows = [];
  const total = pages.length * formFactors.length * runs;
  let done = 0;
  const benchmarkIndexes = [];
  for (const { label, url } of pages) {
    for (const formFactor of formFactors) {
      const samples = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await runLighthouse(chrome, url, {
          formFactor,
          cpuSlowdown: formFactor === 'mobile' ? cpuSlowdown : undefined,
        });
        done++;
        if (lhr.runtimeError) {
          console.log(`[${done}/${total}] ${label} ${formFactor}: ${lhr.runtimeError.message}`);
          continue;
        }
        samples.push(figures(lhr));
        benchmarkIndexes.push(lhr.environment?.benchmarkIndex);
        process.stdout.write(
          `[${done}/${total}] ${label} ${formFactor} run ${run + 1}: performance ${samples.at(-1).performance}\n`,
        );
      }
      if (samples.length === 0) continue;
      const m = Object.fromEntries(
        Object.keys(samples[0]).map((key) => [key, median(samples.map((s) => s[key]))]),
      );
      rows.push([
        label,
        formFactor,
        m.performance,
        m.accessibility,
        m.bestPractices,
        m.seo,
        Math.round(m.lcp),
        Math.round(m.tbt),
        m.cls.toFixed(3),
        (m.bytes / 1000).toFixed(0),
        label === BARE_LABEL ? 'reference' : misses(formFactor, m),
      ]);
    }
  }

  const markdown = [
    runHeader('Lighthouse 12.8.2 (medians)'),
    `- runs per route and form factor: ${runs}; Chromium benchmark index (median): ${median(benchmarkIndexes)?.toFixed(0) ?? '–'}`,
    `- mobile CPU slowdown: ${cpuSlowdown ?? 4}x${cpuSlowdown === undefined ? " (Lighthouse's default)" : ' (--cpu-slowdown)'}; desktop 1x`,
    skipped.length > 0 ? `- not measured (not 200): ${skipped.join(', ')}` : '',
    `\nTargets: mobile performance ≥ ${TARGETS.mobile.performance}, LCP ≤ ${TARGETS.mobile.lcp} ms, TBT ≤ ${TARGETS.mobile.tbt} ms, CLS ≤ ${TARGETS.mobile.cls}; desktop performance ${TARGETS.desktop.performance}; accessibility, best practices and SEO 100.\n`,
    markdownTable(
      [
        'route',
        'form',
        'perf',
        'a11y',
        'best pr.',
        'SEO',
        'LCP ms',
        'TBT ms',
        'CLS',
        'kB transferred',
        'target',
      ],
      rows,
    ),
  ]
    .filter((line) => line !== '')
    .join('\n');
  console.log(`\n${markdown}`);
  const name = cpuSlowdown === undefined ? 'lighthouse' : `lighthouse-cpu${cpuSlowdown}x`;
  console.log(`\nwritten to ${await saveReport(name, markdown)}`);
} finally {
  await chrome?.kill();
  await bare?.stop();
  await server.stop();
  if (bareDir) await removeBareApp(bareDir);
}
