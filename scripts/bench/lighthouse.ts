#!/usr/bin/env node
/**
 * Lighthouse on every indexable route plus a news article, mobile and desktop, several runs
 * each; prints the median of every figure and writes the table to bench-results/.
 *
 *   npm run build && npm run bench:lighthouse [-- --runs 3 --routes /,/contact --port 3130]
 *   npm run bench:lighthouse -- --form-factors mobile --cpu-slowdown 2
 *   npm run bench:lighthouse -- --throttling-methods devtools --routes /,/career --runs 1
 *   npm run bench:lighthouse -- --form-factors mobile --throttling-methods devtools --languages en,sv
 *
 * The first row is a bare Next page carrying our two fonts through next/font
 * (scripts/lib/bare-next.ts) measured the same way: the framework's and the brand fonts' own
 * cost on this machine, which no route can go below now that our fonts paint first.
 * --skip-reference leaves it out (it costs a build of about a minute). The runs go round the
 * pages in turn (the bare page, eight routes, the bare page again, …; then the next run), so the
 * reference and the routes share whatever the machine was doing; each LCP is printed with its
 * median and its spread (the fastest and slowest run).
 * --languages en,sv adds every route's Swedish twin under /sv (English only by default).
 * --categories performance skips the other categories (their audits take most of a run's time).
 * Medians are taken per figure. Mobile uses Lighthouse's simulated slow 4G and 4x CPU
 * slowdown, applied to what this machine measured: a busy machine reads slower. The 4x is
 * meant for a high-end desktop (benchmark index 1500–2000); Lighthouse's throttling guide
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md,
 * "Calibrating the CPU slowdown") tells a slower host to lower it, 2x for
 * a low-end desktop (index 1000–1500) emulating a mid-tier phone. `--cpu-slowdown` does that for
 * mobile runs; the table says which multiplier it used and the median benchmark index.
 * Every page is measured with both of Lighthouse's throttling methods (--throttling-methods):
 * 'simulate' models a phone from an unthrottled load and counts into LCP whatever finished
 * before the observed paint; 'devtools' really throttles the load and reports the paints the
 * browser made. Each figure is printed next to its ratio to the bare page's in the same run.
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import type { Result } from 'lighthouse';
import { buildBareApp, removeBareApp } from '../lib/bare-next.ts';
import { launchChromium, runLighthouse, score } from '../lib/lighthouse.ts';
import { saveReport, runHeader } from '../lib/report.ts';
import { indexableRoutes } from '../../lib/routes.ts';
import { startNextServer } from '../lib/server.ts';
import { findNewsArticle } from '../lib/site.ts';
import { markdownTable, median } from '../lib/table.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    'form-factors': { type: 'string', default: 'mobile,desktop' },
    port: { type: 'string', default: '3130' },
    'cpu-slowdown': { type: 'string' },
    'skip-reference': { type: 'boolean', default: false },
    'throttling-methods': { type: 'string', default: 'simulate,devtools' },
    languages: { type: 'string', default: 'en' },
    categories: { type: 'string' },
  },
});
/** Lighthouse's categories to run (all by default); `performance` alone is several times faster. */
const categories = values.categories?.split(',').map((c) => c.trim());
const runs = Number(values.runs);
const cpuSlowdown =
  values['cpu-slowdown'] === undefined ? undefined : Number(values['cpu-slowdown']);
if (cpuSlowdown !== undefined && !(cpuSlowdown >= 1)) {
  console.error(`--cpu-slowdown must be a number of at least 1, not ${values['cpu-slowdown']}`);
  process.exit(2);
}
const formFactors = values['form-factors'].split(',') as ('mobile' | 'desktop')[];
const methods = values['throttling-methods'].split(',').map((m) => m.trim()) as (
  'simulate' | 'devtools'
)[];
const unknownMethod = methods.find((m) => m !== 'simulate' && m !== 'devtools');
if (unknownMethod !== undefined) {
  console.error(`--throttling-methods takes simulate and/or devtools, not ${unknownMethod}`);
  process.exit(2);
}

const languages = values.languages.split(',').map((l) => l.trim());
const unknownLanguage = languages.find((l) => l !== 'en' && l !== 'sv');
if (unknownLanguage !== undefined) {
  console.error(`--languages takes en and/or sv, not ${unknownLanguage}`);
  process.exit(2);
}
/** A route's path in a language: Swedish pages are the English paths under /sv. */
const inLanguage = (path: string, language: string) =>
  language === 'sv' ? `/sv${path === '/' ? '' : path}` : path;

const BARE_LABEL = 'bare Next page with our fonts (reference)';
/** How many routes a run measures between two loads of the bare page. */
const REFERENCE_EVERY = 8;
const LIGHTHOUSE_VERSION: string = createRequire(import.meta.url)(
  'lighthouse/package.json',
).version;

/**
 * Targets: performance by form factor, the mobile Web Vitals, and against
 * the bare page of the same run: simulated performance at most 2 below it, DevTools-throttled
 * LCP at most 1.2x its own.
 */
const TARGETS = {
  mobile: {
    performance: 95,
    performanceBelowBare: 2,
    lcp: 1500,
    devtoolsLcpRatio: 1.2,
    tbt: 100,
    cls: 0.02,
  },
  desktop: { performance: 100 },
} satisfies Record<
  'mobile' | 'desktop',
  {
    performance?: number;
    performanceBelowBare?: number;
    lcp?: number;
    devtoolsLcpRatio?: number;
    tbt?: number;
    cls?: number;
  }
>;

function figures(lhr: Result) {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    bytes: numeric('total-byte-weight'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/**
 * A route's figures over the runs: the median of each, and the range of its LCPs. (The
 * performance figures are there whenever performance is measured; the other categories' scores
 * only when they are run.)
 */
type Medians = Record<'performance' | 'fcp' | 'lcp' | 'tbt' | 'cls' | 'bytes', number> &
  Record<'accessibility' | 'bestPractices' | 'seo' | 'benchmarkIndex', number | null> & {
    lcpRange: number[] | null;
  };

function misses(
  formFactor: 'mobile' | 'desktop',
  method: string,
  m: Medians,
  ref: Medians | undefined,
) {
  const target: Partial<(typeof TARGETS)['mobile']> = TARGETS[formFactor] ?? {};
  const out: string[] = [];
  if (target.performance !== undefined && m.performance < target.performance) out.push('perf');
  if (
    method === 'simulate' &&
    target.performanceBelowBare !== undefined &&
    ref &&
    m.performance < ref.performance - target.performanceBelowBare
  )
    out.push('perf vs bare');
  if (method === 'simulate' && target.lcp !== undefined && m.lcp > target.lcp) out.push('LCP');
  if (
    method === 'devtools' &&
    target.devtoolsLcpRatio !== undefined &&
    ref?.lcp &&
    m.lcp > ref.lcp * target.devtoolsLcpRatio
  )
    out.push('LCP vs bare');
  if (target.tbt !== undefined && m.tbt > target.tbt) out.push('TBT');
  if (target.cls !== undefined && m.cls > target.cls) out.push('CLS');
  for (const key of ['accessibility', 'bestPractices', 'seo'] as const) {
    const value = m[key];
    if (value !== null && value < 100) out.push(key);
  }
  return out.length === 0 ? '✓' : `✗ ${out.join(', ')}`;
}

// The bare framework page is measured first, the same way: what no route of ours can beat.
const bareDir = values['skip-reference'] ? undefined : await buildBareApp({ fonts: true });
const server = await startNextServer({ port: Number(values.port) });
let bare: Awaited<ReturnType<typeof startNextServer>> | undefined;
let chrome: Awaited<ReturnType<typeof launchChromium>> | undefined;
try {
  if (bareDir) bare = await startNextServer({ port: Number(values.port) + 1, dir: bareDir });
  const routes = values.routes
    ? values.routes.split(',').map((p) => p.trim())
    : indexableRoutes.map((r) => r.path);
  let paths = languages.flatMap((language) => routes.map((path) => inLanguage(path, language)));
  if (!values.routes && languages.includes('en')) {
    const news = await findNewsArticle(server.origin);
    if ('path' in news) paths.push(news.path);
    else console.log(`skipped the news article: ${news.skip}`);
  }
  const skipped: string[] = [];
  const checked: string[] = [];
  for (const path of paths) {
    const status = (await fetch(`${server.origin}${path}`)).status;
    if (status === 200) checked.push(path);
    else skipped.push(`${path} (${status})`);
  }
  paths = checked;
  const routePages = paths.map((path) => ({ label: path, url: `${server.origin}${path}` }));
  const referencePage = bare ? { label: BARE_LABEL, url: `${bare.origin}/` } : undefined;
  // The order of one run: the bare page, then every REFERENCE_EVERY routes the bare page again.
  const pages = referencePage
    ? routePages.flatMap((page, i) => (i % REFERENCE_EVERY === 0 ? [referencePage, page] : [page]))
    : routePages;

  chrome = await launchChromium();
  // Round robin: each run measures every route once, with the bare page among them, so a machine
  // that gets busier or quieter during the script moves the reference and the routes alike.
  const samples = new Map<string, ReturnType<typeof figures>[]>();
  const total = pages.length * formFactors.length * methods.length * runs;
  let done = 0;
  const benchmarkIndexes: (number | undefined)[] = [];
  for (let run = 0; run < runs; run++) {
    for (const formFactor of formFactors) {
      for (const method of methods) {
        for (const { label, url } of pages) {
          const lhr = await runLighthouse(chrome, url, {
            formFactor,
            throttlingMethod: method,
            cpuSlowdown: formFactor === 'mobile' ? cpuSlowdown : undefined,
            categories,
          });
          done++;
          const where = `[${done}/${total}] ${label} ${formFactor} ${method}`;
          if (lhr.runtimeError) {
            console.log(`${where}: ${lhr.runtimeError.message}`);
            continue;
          }
          const key = `${label}|${formFactor}|${method}`;
          const last = figures(lhr);
          samples.set(key, [...(samples.get(key) ?? []), last]);
          benchmarkIndexes.push(lhr.environment?.benchmarkIndex);
          console.log(
            `${where} run ${run + 1}: performance ${last.performance}, FCP ${Math.round(Number(last.fcp))} ms, LCP ${Math.round(Number(last.lcp))} ms, TBT ${Math.round(Number(last.tbt))} ms`,
          );
        }
      }
    }
  }
  // medians[label|formFactor|method] = the median of each figure over the runs
  const medians = new Map<string, Medians>();
  for (const [key, list] of samples) {
    const figureNames = Object.keys(list[0] ?? {}) as (keyof ReturnType<typeof figures>)[];
    const lcps = list.map((s) => s.lcp).filter((v) => v !== null);
    const m = {
      ...Object.fromEntries(
        figureNames.map((figure) => [figure, median(list.map((s) => s[figure]))]),
      ),
      lcpRange: lcps.length > 0 ? [Math.min(...lcps), Math.max(...lcps)] : null,
    } as Medians;
    medians.set(key, m);
  }

  // Each figure next to the bare page's, same form factor and method, same run of the script.
  const ratio = (value: number, reference: number | undefined) =>
    reference ? `${(value / reference).toFixed(2)}x` : '–';
  const rows: (string | number | null)[][] = [];
  for (const { label } of referencePage ? [referencePage, ...routePages] : routePages) {
    for (const formFactor of formFactors) {
      for (const method of methods) {
        const m = medians.get(`${label}|${formFactor}|${method}`);
        if (!m) continue;
        const ref = medians.get(`${BARE_LABEL}|${formFactor}|${method}`);
        const isBare = label === BARE_LABEL;
        rows.push([
          label,
          formFactor,
          method,
          m.performance,
          m.accessibility,
          m.bestPractices,
          m.seo,
          Math.round(m.fcp),
          isBare ? '1.00x' : ratio(m.fcp, ref?.fcp),
          Math.round(m.lcp),
          m.lcpRange ? m.lcpRange.map(Math.round).join('–') : '–',
          isBare ? '1.00x' : ratio(m.lcp, ref?.lcp),
          Math.round(m.tbt),
          isBare ? '1.00x' : ratio(m.tbt, ref?.tbt),
          m.cls.toFixed(3),
          (m.bytes / 1000).toFixed(0),
          isBare ? 'reference' : misses(formFactor, method, m, ref),
        ]);
      }
    }
  }

  const markdown = [
    runHeader(`Lighthouse ${LIGHTHOUSE_VERSION} (medians)`),
    `- runs per route, form factor and throttling method: ${runs}, in turn (each run measures every route once, the bare page before every ${REFERENCE_EVERY}); Chromium benchmark index (median): ${median(benchmarkIndexes)?.toFixed(0) ?? '–'}`,
    `- mobile CPU slowdown: ${cpuSlowdown ?? 4}x${cpuSlowdown === undefined ? " (Lighthouse's default)" : ' (--cpu-slowdown)'}; desktop 1x`,
    `- throttling methods: ${methods.join(', ')} (simulate: Lighthouse's model applied to an unthrottled load; devtools: the load itself throttled, observed paints)`,
    `- ratios (×): the route's median over the median of the bare Next page with our fonts, same form factor and method${bare ? '' : ' (no bare page in this run: --skip-reference)'}`,
    skipped.length > 0 ? `- not measured (not 200): ${skipped.join(', ')}` : '',
    `\nTargets: mobile performance ≥ ${TARGETS.mobile.performance} and ≥ the bare page's − ${TARGETS.mobile.performanceBelowBare}, LCP ≤ ${TARGETS.mobile.lcp} ms, devtools LCP ≤ ${TARGETS.mobile.devtoolsLcpRatio}x the bare page's, TBT ≤ ${TARGETS.mobile.tbt} ms, CLS ≤ ${TARGETS.mobile.cls}; desktop performance ${TARGETS.desktop.performance}; accessibility, best practices and SEO 100.\n`,
    markdownTable(
      [
        'route',
        'form',
        'method',
        'perf',
        'a11y',
        'best pr.',
        'SEO',
        'FCP ms',
        'FCP ×',
        'LCP ms',
        'LCP min–max',
        'LCP ×',
        'TBT ms',
        'TBT ×',
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
