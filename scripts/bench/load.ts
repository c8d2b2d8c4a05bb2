#!/usr/bin/env node
/**
 * `next start` serving pre-rendered pages (home, a service page, a news article) to 100
 * concurrent connections on loopback, next to a bare Node server answering the same HTML bytes
 * from memory, then with the Redis cache handler (docs/deploying.md): one instance with Redis,
 * and two instances sharing Redis with the connections spread over both, as behind a load
 * balancer; and Debian's Varnish with the site's VCL (deploy/varnish) in front of next start,
 * asked as a browser asks. Measured one after the other in the same run.
 *
 *   npm run build && npm run bench:load [-- --duration 20 --connections 100 --routes / --port 3120 --redis-port 6382 --varnish-port 6083]
 *
 * next start is measured twice: as the other rows, without Accept-Encoding (what a request
 * costs behind a proxy that compresses), and asked as a browser asks, when it gzips each page.
 *
 * Ports: --port and the three after it, --redis-port (Debian's redis-server; the Redis rows
 * are skipped without it) and --varnish-port (Debian's varnishd; likewise). Every server and autocannon share this machine's cores, so compare
 * the rows, not the absolute figures with another machine's.
 *
 * Each row also gives the server's CPU time per answered request (user + system, read from
 * /proc for the server processes and their children over the measured seconds; the Redis rows
 * count the Next processes, not redis-server, and the Varnish row varnishd and next start): what a request costs the server, whatever else the machine is
 * doing. With 100 connections each sending its next request as
 * soon as the last is answered, latency is mostly queueing (connections ÷ throughput), so the
 * p50 and p99 of a row follow its throughput, and the throughput follows the CPU time per
 * request and how much of the cores the server gets. Both servers run in processes of their own.
 *
 * Each measured run opens its 100 connections anew, and a connection's first answer also waits
 * for the server to accept it. Node's libuv (1.45 on, libuv/libuv#3696) accepts one connection
 * per turn of the event loop, and a busy turn is long, so a saturated server takes seconds to
 * accept them all; those 100 answers out of thousands can set a row's p99. Each row therefore
 * also gives the p99 of the answers on connections already open, and the slowest first answer.
 * The target is judged on all answers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { redisServer, varnishServer } from '../../tests/multi-instance/cluster.ts';
import { serviceSlugs } from '../../lib/routes.ts';
import { saveReport, runHeader } from '../lib/report.ts';
import { startNextServer, stopProcess } from '../lib/server.ts';
import { findNewsArticle } from '../lib/site.ts';
import { markdownTable, percentile } from '../lib/table.ts';

/** What a run of autocannon (which ships no types) answers, as far as this benchmark reads it. */
type AutocannonResult = {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
/** A run: its events as it goes, and (awaited) its result. */
type AutocannonRun = PromiseLike<AutocannonResult> & {
  on(event: 'reqError', listener: (error: NodeJS.ErrnoException) => void): void;
  on(
    event: 'response',
    listener: (client: object, status: number, bytes: number, milliseconds: number) => void,
  ): void;
};
const require = createRequire(import.meta.url);
const autocannon = require('autocannon') as (options: {
  url: string[];
  connections: number;
  duration: number;
  requests: { method: string; path: string; headers: Record<string, string> }[];
}) => AutocannonRun;

/** A server measured: its origin, its process and any other process that does its work. */
type Server = { origin: string; pid: number | undefined; siblings?: (number | undefined)[] };

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '100' },
    port: { type: 'string', default: '3120' },
    'redis-port': { type: 'string', default: '6382' },
    'varnish-port': { type: 'string', default: '6083' },
    routes: { type: 'string' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const port = Number(values.port);
const redisPort = Number(values['redis-port']);
const redisServerPath = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const varnishPort = Number(values['varnish-port']);
const varnishdPath = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';
/**
 * What a browser asks for: next start then gzips each page as it sends it. The other rows send
 * no Accept-Encoding, so they cost what a request costs when a proxy in front compresses and
 * next start does not (COMPRESS_RESPONSES=false, docs/deploying.md, "In front").
 */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const GZIP_ROW = 'next start, gzip for a browser';
/** Target: next start's p99 at most this many times the bare server's, in the same run. */
const P99_RATIO_TARGET = 2;
const VARNISH_ROW = 'Varnish → next start, gzip for a browser';
/** Target: through Varnish, at least this many times next start's requests per second. */
const VARNISH_THROUGHPUT_TARGET = 5;

/**
 * Each connection cycles through the pages in turn. Resolves with autocannon's result plus
 * `errorKinds`: how many requests failed with which error code (ECONNRESET, a timeout, …), and
 * the latencies (ms) of each connection's first answer and of the answers after it.
 */
async function hammer(
  origins: string[],
  paths: string[],
  seconds: number,
  headers: Record<string, string> = {},
) {
  const errorKinds: Record<string, number> = {};
  const answered = new WeakSet<object>();
  const firstAnswers: number[] = [];
  const openAnswers: number[] = [];
  const run = autocannon({
    // Several origins: autocannon spreads the connections over them, as a load balancer would.
    url: origins,
    connections,
    duration: seconds,
    requests: paths.map((path) => ({ method: 'GET', path, headers })),
  });
  run.on('reqError', (error) => {
    const kind = error.code ?? error.message;
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
  });
  run.on('response', (client, _status, _bytes, milliseconds) => {
    if (answered.has(client)) openAnswers.push(milliseconds);
    else {
      answered.add(client);
      firstAnswers.push(milliseconds);
    }
  });
  return { ...(await run), errorKinds, firstAnswers, openAnswers };
}

/**
 * Seconds of CPU (user + system) a process and its children have used, or null where /proc
 * cannot tell. (varnishd does its work in a child process.)
 */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th
    // and 13th, in clock ticks (100 per second on Linux).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = (Number(fields[11]) + Number(fields[12])) / 100;
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map((child) => cpuSeconds(Number(child)) ?? 0);
    return children.reduce((sum, seconds) => sum + seconds, own);
  } catch {
    return null;
  }
}

/** The bare server (load-bare-server.ts) in a process of its own, answering `pages`. */
async function startBareServer(port: number, pages: Map<string, { status: number; body: Buffer }>) {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-load-'));
  const pagesFile = path.join(folder, 'pages.json');
  writeFileSync(
    pagesFile,
    JSON.stringify([...pages].map(([p, { status, body }]) => [p, status, body.toString('base64')])),
  );
  const script = fileURLToPath(new URL('load-bare-server.ts', import.meta.url));
  const child: ChildProcess = spawn(process.execPath, [script, String(port), pagesFile], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    rmSync(folder, { recursive: true, force: true });
    return stopProcess(child);
  };
  await new Promise((resolve, reject) => {
    child.stdout?.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited with code ${code}`)));
  });
  return { origin: `http://127.0.0.1:${port}`, pid: child.pid, stop };
}

const describeErrors = (kinds: Record<string, number>) =>
  Object.entries(kinds)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');

const site = await startNextServer({ port });
let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
let redis: ReturnType<typeof redisServer> | undefined;
let varnish: ReturnType<typeof varnishServer> | undefined;
const instances: Awaited<ReturnType<typeof startNextServer>>[] = [];
try {
  const paths = values.routes?.split(',').map((p) => p.trim()) ?? [
    '/',
    `/services/${serviceSlugs[0]}`,
  ];
  if (!values.routes) {
    const news = await findNewsArticle(site.origin);
    if ('path' in news) paths.push(news.path);
    else console.log(`skipped the news article: ${news.skip}`);
  }

  const pages = new Map<string, { status: number; body: Buffer }>();
  for (const path of paths) {
    const response = await fetch(`${site.origin}${path}`);
    if (response.status !== 200) console.log(`note: ${path} answers ${response.status}`);
    pages.set(path, { status: response.status, body: Buffer.from(await response.arrayBuffer()) });
  }
  bare = await startBareServer(port + 1, pages);

  /** A measured row: autocannon's result, with what this benchmark adds to it. */
  type Measured = Awaited<ReturnType<typeof hammer>> & { cpuMsPerRequest: number; openP99: number };
  const rows: (string | number)[][] = [];
  const results: Record<string, Measured> = {};
  async function measure(name: string, servers: Server[], headers?: Record<string, string>) {
    const origins = servers.map((server) => server.origin);
    // Warm-up: JIT, file cache, Redis seeding. Its connections close with it.
    await hammer(origins, paths, 2, headers);
    const pids = servers.flatMap((server) => [server.pid, ...(server.siblings ?? [])]);
    const cpu = () => pids.reduce<number>((sum, pid) => sum + (cpuSeconds(pid) ?? NaN), 0);
    const cpuBefore = cpu();
    const run = await hammer(origins, paths, duration, headers);
    const answered = run.requests.total;
    const r: Measured = {
      ...run,
      cpuMsPerRequest: ((cpu() - cpuBefore) * 1000) / answered,
      openP99: percentile(run.openAnswers, 0.99),
    };
    results[name] = r;
    rows.push([
      name,
      Math.round(r.requests.average),
      Number.isNaN(r.cpuMsPerRequest) ? 'n/a' : r.cpuMsPerRequest.toFixed(2),
      r.latency.p50,
      r.latency.p99,
      Math.round(r.openP99),
      Math.round(percentile(r.firstAnswers, 1)),
      r.errors + r.timeouts === 0
        ? 0
        : `${r.errors + r.timeouts} (${describeErrors(r.errorKinds) || 'no code'})`,
      r.non2xx,
    ]);
  }
  await measure('next start', [site]);
  await measure(GZIP_ROW, [site], { 'accept-encoding': BROWSER_ENCODINGS });
  const varnishNote = existsSync(varnishdPath)
    ? ''
    : `\nVarnish row skipped: no varnishd at ${varnishdPath} (bash scripts/ensure-varnish.sh).`;
  if (!varnishNote) {
    varnish = varnishServer({ port: varnishPort, backendPorts: [port], storage: '256m' });
    await varnish.start();
    const inFront = { origin: varnish.origin, pid: varnish.pid(), siblings: [site.pid] };
    await measure(VARNISH_ROW, [inFront], { 'accept-encoding': BROWSER_ENCODINGS });
    await varnish.remove();
    varnish = undefined;
  }
  await measure('bare node:http', [bare]);
  await bare.stop();
  bare = undefined;

  const redisNote = existsSync(redisServerPath)
    ? ''
    : `\nRedis rows skipped: no redis-server at ${redisServerPath} (bash scripts/ensure-redis.sh).`;
  if (!redisNote) {
    await site.stop();
    redis = redisServer(redisPort);
    await redis.start();
    for (const offset of [2, 3]) {
      instances.push(await startNextServer({ port: port + offset, env: { REDIS_URL: redis.url } }));
    }
    await measure('next start + Redis', instances.slice(0, 1));
    await measure('2 × next start + Redis', instances);
  }
  const next = results['next start'] as Measured;
  const plain = results['bare node:http'] as Measured;
  const gzipped = results[GZIP_ROW] as Measured;
  // Judged once the bare server's p99 is known: it is measured after next start.
  for (const row of rows) {
    const r = results[String(row[0])] as Measured;
    const clean = r.errors + r.timeouts === 0 && r.non2xx === 0;
    if (r === plain) row.push(clean ? 'reference' : '✗ errors');
    else if (row[0] === VARNISH_ROW) {
      const fastEnough = r.requests.average >= VARNISH_THROUGHPUT_TARGET * gzipped.requests.average;
      row.push(clean && r.latency.p99 <= plain.latency.p99 && fastEnough ? '✓' : '✗');
    } else row.push(clean && r.latency.p99 <= P99_RATIO_TARGET * plain.latency.p99 ? '✓' : '✗');
  }
  const inFront = results[VARNISH_ROW];
  const varnishSummary = inFront
    ? `\nThrough Varnish (deploy/varnish/default.vcl, pages stored once gzipped): **${(inFront.requests.average / gzipped.requests.average).toFixed(1)}×** next start's requests per second asked the same way, p99 **${inFront.latency.p99} ms** against the bare server's ${plain.latency.p99} ms. Target: at least ${VARNISH_THROUGHPUT_TARGET}× and at most the bare server's p99, zero errors; its CPU column counts varnishd and next start.`
    : varnishNote;
  const ratio = next.requests.average / plain.requests.average;
  const markdown = [
    runHeader('Load on loopback'),
    `Pages: ${paths.join(', ')}; ${connections} connections for ${duration} s per server (after a 2 s warm-up).`,
    `Target: zero errors and zero non-2xx answers; p99 at most ${P99_RATIO_TARGET}x the bare server's (through Varnish: at most the bare server's, and ${VARNISH_THROUGHPUT_TARGET}x next start's requests per second).\n`,
    markdownTable(
      [
        'server',
        'req/s',
        'server CPU ms/req',
        'p50 ms',
        'p99 ms',
        'p99 ms, open connections',
        'slowest first answer ms',
        'errors',
        'non-2xx',
        'target',
      ],
      rows,
    ),
    `\nnext start serves **${(ratio * 100).toFixed(0)}%** of the bare server's requests per second; its p99 is **${(next.latency.p99 / plain.latency.p99).toFixed(1)}×** the bare server's (**${(next.openP99 / plain.openP99).toFixed(1)}×** on connections already open), and a request costs it **${(next.cpuMsPerRequest / plain.cpuMsPerRequest).toFixed(1)}×** the bare server's CPU time.`,
    varnishSummary,
    `\n"p99 ms, open connections" leaves out each connection's first answer, which also waits for the server to accept the connection (one per turn of a busy event loop, libuv 1.45 on); "slowest first answer" is the longest of those waits. The target is judged on all answers.`,
    `\nThe "${GZIP_ROW}" row asks as a browser does (\`Accept-Encoding: ${BROWSER_ENCODINGS}\`), and next start compresses every page as it sends it; the rows without it are what each request costs when a proxy in front compresses instead (\`COMPRESS_RESPONSES=false\`).`,
    redisNote ||
      "\nThe Redis rows: every page read asks Redis (loopback) whether the instance's copy is current; two instances share the same cores here, so they show the cost of sharing, not the gain of a second machine.",
  ].join('\n');
  console.log(`\n${markdown}`);
  console.log(`\nwritten to ${await saveReport('load', markdown)}`);
} finally {
  await bare?.stop();
  await varnish?.remove();
  await site.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  await redis?.remove();
}
