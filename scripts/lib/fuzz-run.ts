/**
 * The fuzz run (docs/deploying.md, "The fuzz run"): the .next-cms build on one instance with
 * Redis, behind Varnish with the site's VCL, before the fake Contentful API, all on loopback;
 * the generated requests of scripts/lib/fuzz-requests.ts sent over raw sockets through the
 * edge and straight to the instance; then what the run left behind: 5xx answers, stack-trace
 * lines in the instance's output, files added to its build folder, keys added to Redis.
 * scripts/bench/fuzz.ts runs it long, tests/multi-instance/fuzz.test.ts short.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { cmsFrontDoor, projectDir } from '../../tests/multi-instance/cluster.ts';
import { cmsEnv } from '../../tests/multi-instance/contentful.ts';
import { type FuzzRequest, type SiteFacts, fuzzRequests, warmPaths } from './fuzz-requests.ts';

export type Outcome = {
  request: FuzzRequest;
  /** The status of each final answer read, in order (none when the connection gave none). */
  statuses: number[];
  /** Why no (or not every) answer came: `closed`, `timeout`, `reset`, `dropped by us`. */
  ending?: string;
  ms: number;
};

/**
 * The final (non-1xx) answers in `data`, as far as they are complete: status and, once its
 * body is all there, where the next answer starts. A body without a length runs to the close.
 */
function readAnswers(data: Buffer, head: boolean): { statuses: number[]; complete: number } {
  const statuses: number[] = [];
  let at = 0;
  let complete = 0;
  for (;;) {
    const end = data.indexOf('\r\n\r\n', at);
    if (end === -1) break;
    const lines = data.subarray(at, end).toString('latin1').split('\r\n');
    const status = Number(/^HTTP\/\d\.\d (\d{3})/.exec(lines[0] ?? '')?.[1] ?? 0);
    if (!status) break;
    at = end + 4;
    if (status < 200) continue;
    statuses.push(status);
    const header = (name: string) =>
      lines
        .find((line) => line.toLowerCase().startsWith(`${name}:`))
        ?.slice(name.length + 1)
        .trim();
    if (head || status === 204 || status === 304) {
      complete = statuses.length;
      continue;
    }
    if (header('transfer-encoding')?.toLowerCase() === 'chunked') {
      let cursor = at;
      for (;;) {
        const sizeEnd = data.indexOf('\r\n', cursor);
        if (sizeEnd === -1) return { statuses, complete };
        const size = parseInt(data.subarray(cursor, sizeEnd).toString('latin1'), 16);
        if (Number.isNaN(size)) return { statuses, complete };
        cursor = sizeEnd + 2 + size + 2;
        if (cursor > data.length) return { statuses, complete };
        if (size === 0) break;
      }
      at = cursor;
    } else {
      const length = Number(header('content-length') ?? NaN);
      if (Number.isNaN(length) || at + length > data.length) return { statuses, complete };
      at += length;
    }
    complete = statuses.length;
  }
  return { statuses, complete };
}

/** Sends one request over its own connection and reads what comes back. */
export function sendRaw(port: number, request: FuzzRequest, timeoutMs: number): Promise<Outcome> {
  const began = Date.now();
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    let data = Buffer.alloc(0);
    let settled = false;
    const finish = (ending?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const { statuses } = readAnswers(data, request.head);
      resolve({ request, statuses, ending, ms: Date.now() - began });
    };
    const timer = setTimeout(() => finish('timeout'), timeoutMs);
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      if (readAnswers(data, request.head).complete >= request.answers) finish();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? 'error'));
    socket.on('close', () => finish('closed'));
    socket.on('connect', () => {
      socket.write(request.bytes);
      if (request.then === 'end') socket.end();
      // Gone before the answer, as a phone that loses its signal.
      if (request.then === 'reset') setTimeout(() => finish('dropped by us'), 20);
    });
  });
}

/** Runs `requests` against `port`, `concurrency` connections at a time. */
async function sendAll(
  port: number,
  requests: FuzzRequest[],
  { concurrency = 12, timeoutMs = 10_000, holdTimeoutMs = 20_000 } = {},
): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(requests.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const n = next++;
        const request = requests[n] as FuzzRequest;
        outcomes[n] = await sendRaw(
          port,
          request,
          request.then === 'hold' ? holdTimeoutMs : timeoutMs,
        );
      }
    }),
  );
  return outcomes;
}

/** Every file under `dir`, relative to it, but the image optimizer's cache of resized images. */
function listFiles(dir: string, under = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(dir, under), { withFileTypes: true })) {
    const relative = path.join(under, entry.name);
    if (relative === path.join('cache', 'images')) continue;
    if (entry.isDirectory()) files.push(...listFiles(dir, relative));
    else files.push(relative);
  }
  return files;
}

/** What a data-cache entry holds: its address, or the tags of an `unstable_cache` entry. */
function fetched(buildDir: string, file: string): string {
  try {
    const entry = JSON.parse(readFileSync(path.join(buildDir, file), 'utf8')) as {
      data?: { url?: string };
      tags?: string[];
    };
    return entry.data?.url || `tags ${(entry.tags ?? []).join(' ')}`;
  } catch {
    return 'unreadable';
  }
}

/** What the generator aims at, read from the instance's copy of the build and from public/. */
function siteFacts(buildDir: string, host: string, origin: string): SiteFacts {
  const newsDir = path.join(buildDir, 'server/app/en/news');
  const newsSlug =
    readdirSync(newsDir)
      .filter((name) => name.endsWith('.html') && !/^page/.test(name))
      .map((name) => name.replace(/\.html$/, ''))[0] ?? 'missing';
  const staticDir = path.join(buildDir, 'static');
  const staticFiles = listFiles(staticDir)
    .filter((file) => /\.(js|css|woff2)$/.test(file))
    .slice(0, 30);
  const images = readdirSync(path.join(projectDir, 'public/news/images'))
    .filter((name) => name.endsWith('.webp'))
    .slice(0, 3)
    .map((name) => `/news/images/${name}`);
  const manifest = JSON.parse(
    readFileSync(path.join(buildDir, 'server/server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { workers: Record<string, unknown> }> };
  const [actionId = 'none'] =
    Object.entries(manifest.node).find(([, action]) =>
      Object.keys(action.workers).some((worker) => worker.endsWith('/contact/page')),
    ) ?? [];
  return { newsSlug, staticFiles, images, actionId, host, origin };
}

/** A stack trace's lines in a server's output: `    at …` frames and Next's `⨯` errors. */
export const stackLines = (output: string) =>
  output.split('\n').filter((line) => /^\s+at\s/.test(line) || line.includes('⨯'));

export type FuzzPorts = { edge: number; instance: number; redis: number; cda: number };

export type FuzzResult = {
  seed: number;
  edge: Outcome[];
  instance: Outcome[];
  stackTraceLines: string[];
  addedFiles: string[];
  addedKeys: string[];
  afterwards: { edge: number; instance: number };
  output: string;
  seconds: { start: number; edge: number; instance: number };
};

/** The Redis keys there are now, but the image optimizer's entries (resized real images). */
async function redisKeys(
  client: Awaited<ReturnType<Awaited<ReturnType<typeof cmsFrontDoor>>['redis']['client']>>,
) {
  const keys = await client.keys('*');
  const kept: string[] = [];
  for (const key of keys) {
    const type = await client.type(key);
    const value = type === 'string' ? ((await client.get(key)) ?? '') : '';
    if (!/"kind":"IMAGE"/.test(value)) kept.push(key);
  }
  return kept.sort();
}

/**
 * Waits until what the instance keeps (its build folder's files and Redis's keys) has stayed
 * the same for `quietMs`, at most `limitMs` in all. A page's data-cache writes land after its
 * answer is sent, so a snapshot taken at once can miss the last request's, on a busy machine
 * most of all; what they write then counts as the run's.
 */
async function settled(buildDir: string, keys: () => Promise<string[]>, quietMs = 1000) {
  const limitMs = 15_000;
  const look = async () =>
    `${listFiles(buildDir).sort().join('\n')}\n--\n${(await keys()).join('\n')}`;
  const began = Date.now();
  let last = await look();
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs && Date.now() - began < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const now = await look();
    if (now !== last) [last, quietSince] = [now, Date.now()];
  }
}

async function status(port: number, host: string, target = '/', extra = '') {
  const outcome = await sendRaw(
    port,
    {
      kind: `GET ${target}`,
      bytes: Buffer.from(
        `GET ${target} HTTP/1.1\r\nHost: ${host}\r\n${extra}Connection: close\r\n\r\n`,
      ),
      then: 'answer',
      oddLine: false,
      answers: 1,
      head: false,
    },
    30_000,
  );
  return outcome.statuses[0] ?? 0;
}

/**
 * Starts the site, sends `edgeCount` requests through Varnish and `instanceCount` straight to
 * the instance (each list from `seed`), and returns what came of it; stops everything after.
 */
export async function runFuzz({
  seed,
  edgeCount,
  instanceCount,
  ports,
  concurrency = 12,
  log = () => {},
}: {
  seed: number;
  edgeCount: number;
  instanceCount: number;
  ports: FuzzPorts;
  concurrency?: number;
  log?: (line: string) => void;
}): Promise<FuzzResult> {
  const began = Date.now();
  const site = await cmsFrontDoor({
    port: ports.edge,
    instancePorts: [ports.instance],
    redisPort: ports.redis,
    cdaPort: ports.cda,
    purgeToken: 'fuzz-purge-token-0123456789abcdef',
  });
  try {
    const instance = site.instances[0];
    if (!instance) throw new Error('no instance started');
    const buildDir = path.join(projectDir, `${cmsEnv.NEXT_DIST_DIR}-${ports.instance}`);
    const host = 'www.solvik.example';
    const redis = await site.redis.client();
    // The real pages once, as a browser and the router ask for them, so what the run adds is
    // the run's and not what a first visit keeps.
    for (const target of warmPaths(siteFacts(buildDir, host, site.origin))) {
      for (const extra of ['', 'RSC: 1\r\n']) await status(ports.instance, host, target, extra);
    }
    // Key names are enough to see a write land; redisKeys also reads every value, too much to do
    // five times a second.
    const keyNames = async () => (await redis.keys('*')).sort();
    await settled(buildDir, keyNames);
    const filesBefore = new Set(listFiles(buildDir));
    const keysBefore = new Set(await redisKeys(redis));
    const outputBefore = instance.output().length;
    const start = (Date.now() - began) / 1000;
    log(`started in ${start.toFixed(1)} s; ${edgeCount} requests through the edge`);

    const facts = (origin: string) => siteFacts(buildDir, host, origin);
    let mark = Date.now();
    const edge = await sendAll(ports.edge, fuzzRequests(seed, edgeCount, facts(site.origin)), {
      concurrency,
    });
    const edgeSeconds = (Date.now() - mark) / 1000;
    log(`edge done in ${edgeSeconds.toFixed(1)} s; ${instanceCount} straight to the instance`);
    mark = Date.now();
    const straight = await sendAll(
      ports.instance,
      fuzzRequests(seed + 1, instanceCount, facts(instance.origin)),
      { concurrency },
    );
    const instanceSeconds = (Date.now() - mark) / 1000;
    log(`instance done in ${instanceSeconds.toFixed(1)} s`);
    const afterwards = {
      edge: await status(ports.edge, host),
      instance: await status(ports.instance, host),
    };
    // A write the run started (a page regenerated in the background) has time to land.
    await settled(buildDir, keyNames);
    const addedFiles = listFiles(buildDir)
      .filter((file) => !filesBefore.has(file))
      .map((file) =>
        file.startsWith('cache/fetch-cache/') ? `${file} (${fetched(buildDir, file)})` : file,
      );
    const addedKeys = (await redisKeys(redis)).filter((key) => !keysBefore.has(key));
    await redis.close();
    const output = instance.output().slice(outputBefore);
    return {
      seed,
      edge,
      instance: straight,
      stackTraceLines: stackLines(output),
      addedFiles,
      addedKeys,
      afterwards,
      output,
      seconds: { start, edge: edgeSeconds, instance: instanceSeconds },
    };
  } finally {
    await site.stop();
  }
}

/** A 5xx that counts against the run: all but 501/505 for a made-up method or version. */
const isFailure = (outcome: Outcome) =>
  outcome.statuses.some(
    (status) => status >= 500 && !(outcome.request.oddLine && (status === 501 || status === 505)),
  );

/** Answers by status (or how the connection ended without one), most frequent first. */
export function byStatus(outcomes: Outcome[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) {
    const key = outcome.statuses.length ? String(outcome.statuses[0]) : `none (${outcome.ending})`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    for (const extra of outcome.statuses.slice(1)) {
      counts.set(`${extra} (pipelined)`, (counts.get(`${extra} (pipelined)`) ?? 0) + 1);
    }
  }
  return [...counts].sort((a, b) => a[0].localeCompare(b[0]));
}

/** The request's first bytes, printable: control characters escaped, cut at `max`. */
function showRequest(request: FuzzRequest, max = 240): string {
  const text = request.bytes
    .subarray(0, max * 2)
    .toString('latin1')
    .replace(/[\u0000-\u001f\u007f-\u00ff]/g, (c) =>
      c === '\r'
        ? '\\r'
        : c === '\n'
          ? '\\n'
          : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
    );
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** The 5xx answers that count, one per status and kind of request, with a count and an example. */
export function failures(outcomes: Outcome[]) {
  const seen = new Map<string, { status: number; kind: string; count: number; example: string }>();
  for (const outcome of outcomes.filter(isFailure)) {
    const status = outcome.statuses.find((s) => s >= 500) ?? 0;
    const key = `${status} ${outcome.request.kind}`;
    const entry = seen.get(key);
    if (entry) entry.count += 1;
    else
      seen.set(key, {
        status,
        kind: outcome.request.kind,
        count: 1,
        example: showRequest(outcome.request),
      });
  }
  return [...seen.values()].sort((a, b) => b.count - a.count);
}

/** Whether the run holds: no 5xx that counts, no stack trace, nothing kept, both still up. */
export function problems(result: FuzzResult): string[] {
  const found: string[] = [];
  const edge = result.edge.filter(isFailure).length;
  const instance = result.instance.filter(isFailure).length;
  if (edge) found.push(`${edge} answers 5xx through the edge`);
  if (instance) found.push(`${instance} answers 5xx at the instance`);
  if (result.stackTraceLines.length)
    found.push(`${result.stackTraceLines.length} stack-trace lines`);
  if (result.addedFiles.length)
    found.push(`${result.addedFiles.length} files added to the build folder`);
  if (result.addedKeys.length) found.push(`${result.addedKeys.length} Redis keys added`);
  if (result.afterwards.edge !== 200)
    found.push(`GET / through the edge answers ${result.afterwards.edge} after the run`);
  if (result.afterwards.instance !== 200)
    found.push(`GET / at the instance answers ${result.afterwards.instance} after the run`);
  return found;
}
