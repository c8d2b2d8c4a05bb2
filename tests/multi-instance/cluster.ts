/**
 * Pieces of a multi-instance deployment on loopback, for the multi-instance tests and the
 * benchmarks: Debian's redis-server, copies of a build (one per instance, as separate machines
 * have separate disks), `next start` processes whose output is kept for assertions, and
 * Debian's varnishd in front with the site's VCL (deploy/varnish). `frontDoor` starts all of
 * it as production lays it out; `cmsFrontDoor` the same before the fake Contentful API.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@redis/client';
import { draftModeId, draftModeVcl } from '../../scripts/lib/draft-mode-vcl.ts';
import { siteServerArgs } from '../../scripts/lib/site-server.ts';
import { createFakeCda } from '../fake-cda/server.ts';
import { cmsEnv, fakeCdaControl } from './contentful.ts';

export const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
const VARNISHD = process.env.VARNISHD_PATH ?? '/usr/sbin/varnishd';
const VARNISHADM = process.env.VARNISHADM_PATH ?? '/usr/bin/varnishadm';
const vclDir = path.join(projectDir, 'deploy/varnish');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function refuseTakenPort(port: number) {
  if (await portInUse(port)) throw new Error(`port ${port} is in use: pick other ports`);
}

type Truthy<T> = Exclude<T, null | undefined | false | 0 | ''>;

/** Waits until `check` resolves truthy (returning its value), or throws after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  {
    timeoutMs = 10_000,
    intervalMs = 100,
    what = 'condition',
  }: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value as Truthy<T>;
    } catch (error) {
      last = error;
    }
    await sleep(intervalMs);
  }
  const reason = last instanceof Error ? ` (${last.message})` : '';
  throw new Error(`${what} not met within ${timeoutMs} ms${reason}`);
}

/** Stops a child process (if any) and waits until it has exited. */
async function terminate(child: ChildProcess | undefined) {
  if (!child) return;
  const done = exited(child);
  child.kill('SIGTERM');
  await done;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * A throw-away Redis on 127.0.0.1:`port` that keeps nothing on disk, so a restart starts empty
 * (the harshest case: every key lost). `start()` again after `stop()` reuses the port. With
 * `persist`, it keeps an append-only file in its folder, as a production Redis holding the
 * contact outbox does, and a restart comes back with what it had.
 */
export function redisServer(port: number, { persist = false }: { persist?: boolean } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'solvik-redis-'));
  let child: ChildProcess | undefined;
  const url = `redis://127.0.0.1:${port}`;
  return {
    url,
    get running() {
      return child !== undefined;
    },
    async start() {
      await refuseTakenPort(port);
      child = spawn(
        REDIS_SERVER,
        [
          ['--port', String(port), '--bind', '127.0.0.1', '--save', ''],
          ['--appendonly', persist ? 'yes' : 'no'],
        ].flat(),
        { cwd: dir, stdio: 'ignore' },
      );
      await waitFor(() => portInUse(port), { what: `redis-server on ${port}` });
    },
    async stop() {
      await terminate(child);
      child = undefined;
    },
    async remove(this: { stop(): Promise<void> }) {
      await this.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    /** A client for assertions (the caller closes it). */
    async client() {
      // Fails at once instead of retrying when Redis is down.
      const client = createClient({
        url,
        socket: { reconnectStrategy: false, connectTimeout: 2000 },
      });
      client.on('error', () => {});
      await client.connect();
      return client;
    },
  };
}

/**
 * Copies the build in `from` (a dist dir such as .next-cms) to `to`, both relative to the
 * project, as the build made it: without the compiler cache and without what a server has
 * cached since (pages it re-rendered, data it fetched). Each instance gets its own copy, as
 * instances on separate machines do: none can see another's cache on disk.
 */
export function copyBuild(from: string, to: string): { remove: () => void } {
  const target = path.join(projectDir, to);
  rmSync(target, { recursive: true, force: true });
  const source = path.join(projectDir, from);
  const runtimeCaches = [path.join(source, 'cache'), path.join(source, 'server', 'route-cache')];
  cpSync(source, target, {
    recursive: true,
    verbatimSymlinks: true,
    // Next dates a pre-rendered page by its file's time, as a deployment copies it.
    preserveTimestamps: true,
    filter: (file) => !runtimeCaches.some((dir) => file === dir || file.startsWith(dir + path.sep)),
  });
  return { remove: () => rmSync(target, { recursive: true, force: true }) };
}

/** A running `next start`: its origin, what it has printed, whether it still runs. */
export type Instance = {
  origin: string;
  output: () => string;
  readonly running: boolean;
  stop: () => Promise<void>;
};

/**
 * `next start` of the build in `distDir` (relative to the project) on 127.0.0.1:`port`. Its
 * output is kept in `output()`, and passed to `log` as it comes when one is given.
 */
export async function startInstance({
  port,
  distDir,
  env = {},
  log,
}: {
  port: number;
  distDir: string;
  env?: Record<string, string | undefined>;
  log?: (text: string) => void;
}): Promise<Instance> {
  await refuseTakenPort(port);
  const child = spawn(process.execPath, siteServerArgs(port, projectDir), {
    cwd: projectDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, NEXT_DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk;
    log?.(String(chunk));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const instance: Instance = {
    origin,
    output: () => output,
    get running() {
      return child.exitCode === null && child.signalCode === null;
    },
    stop: () => terminate(child),
  };
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${output}`);
        return (await fetch(`${origin}/robots.txt`)).ok;
      },
      { timeoutMs: 60_000, intervalMs: 200, what: `next start on ${port}` },
    );
  } catch (error) {
    await instance.stop();
    throw error;
  }
  return instance;
}

/**
 * The backends.vcl for instances on 127.0.0.1 at `ports`: one plain `backend default`, or the
 * shipped backends.example.vcl (director, health probes) with its addresses replaced and its
 * probes waiting 5 s instead of 1 s: on a saturated two-core test machine a healthy instance can
 * take that long, and instances counted as down answer 503 for anything not yet cached. A
 * stopped instance still fails its probes at once (the connection is refused).
 */
function backendsVcl(ports: number[]): string {
  if (ports.length === 1)
    return `backend default { .host = "127.0.0.1"; .port = "${ports[0]}"; }\n`;
  const example = readFileSync(path.join(vclDir, 'backends.example.vcl'), 'utf8');
  let next = 0;
  const vcl = example
    .replace(
      /^(\s+)\.host = "[^"]*";(\s*)\.port = "\d+";/gm,
      (_, indent: string, space: string) =>
        `${indent}.host = "127.0.0.1";${space}.port = "${ports[next++]}";`,
    )
    .replace(/^(\s*)\.timeout = [^;]+;/m, '$1.timeout = 5s;');
  if (next !== ports.length) {
    throw new Error(`backends.example.vcl names ${next} instances, not ${ports.length}`);
  }
  return vcl;
}

/**
 * varnishd with deploy/varnish/default.vcl on 127.0.0.1:`port`, in front of the instances at
 * `backendPorts` (backendsVcl), with `env` (CACHE_PURGE_TOKEN). With `proxyPort`, a second
 * listener there speaks the PROXY protocol, as for a TLS terminator. `draftModeId`: the build's
 * (draft-mode.vcl), or none, when no draft cookie is believed. Nothing is kept on disk.
 */
export function varnishServer({
  port,
  proxyPort,
  backendPorts,
  env = {},
  storage = '128m',
  backends = backendsVcl(backendPorts),
  draftModeId = null,
}: {
  port: number;
  proxyPort?: number;
  backendPorts: number[];
  env?: Record<string, string>;
  storage?: string;
  backends?: string;
  draftModeId?: string | null;
}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'solvik-varnish-'));
  // varnishd reads and compiles the VCL as its own unprivileged user, which may not be able to
  // enter the checkout (a clone in a private folder): both files are copied where it can.
  chmodSync(dir, 0o755);
  cpSync(path.join(vclDir, 'default.vcl'), path.join(dir, 'default.vcl'));
  chmodSync(path.join(dir, 'default.vcl'), 0o644);
  writeFileSync(path.join(dir, 'backends.vcl'), backends, { mode: 0o644 });
  writeFileSync(path.join(dir, 'draft-mode.vcl'), draftModeVcl(draftModeId), { mode: 0o644 });
  const workDir = path.join(dir, 'work');
  let child: ChildProcess | undefined;
  let output = '';
  return {
    origin: `http://127.0.0.1:${port}`,
    /** varnishd's manager process (its cache process is a child of it). */
    pid: () => child?.pid,
    async start() {
      await refuseTakenPort(port);
      if (proxyPort) await refuseTakenPort(proxyPort);
      child = spawn(
        VARNISHD,
        [
          '-F',
          ['-a', `127.0.0.1:${port}`],
          proxyPort ? ['-a', `127.0.0.1:${proxyPort},PROXY`] : [],
          ['-f', path.join(dir, 'default.vcl')],
          ['-p', `vcl_path=${dir}`],
          ['-n', workDir],
          ['-s', `malloc,${storage}`],
          ['-T', '127.0.0.1:0'],
        ].flat(),
        { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const varnishd = child;
      varnishd.stdout?.on('data', (chunk: Buffer) => (output += chunk));
      varnishd.stderr?.on('data', (chunk: Buffer) => (output += chunk));
      await waitFor(
        async () => {
          if (varnishd.exitCode !== null) throw new Error(`varnishd exited: ${output}`);
          return portInUse(port);
        },
        { timeoutMs: 30_000, what: `varnishd on ${port}` },
      );
    },
    async stop() {
      await terminate(child);
      child = undefined;
    },
    async remove(this: { stop(): Promise<void> }) {
      await this.stop();
      rmSync(dir, { recursive: true, force: true });
    },
    /** The backends (and directors) that varnishd's health probes see as healthy now. */
    healthyBackends() {
      const list = spawnSync(VARNISHADM, ['-n', workDir, 'backend.list'], { encoding: 'utf8' });
      if (list.status !== 0) throw new Error(`varnishadm backend.list: ${list.stderr}`);
      // Columns: name (`<vcl>.<backend>`), admin, probe, health, last change.
      return list.stdout
        .split('\n')
        .map((line) => line.trim().split(/\s+/))
        .filter((columns) => columns[3] === 'healthy')
        .map(([name = '']) => name.slice(name.indexOf('.') + 1));
    },
  };
}

/**
 * The site as production lays it out, on loopback: a Redis, one `next start` per port of
 * `instancePorts` (each on its own copy of the build in `distDir`, sharing the Redis), and
 * varnishd with the site's VCL in front on `port`. `stop()` stops all of it and removes the
 * copies. `log` receives the instances' output as it comes. `instances` are in the order of
 * `instancePorts`; `stopInstance(n)` and `startInstance(n)` stop the n-th and start it again
 * on its copy, as a deployment restarts one machine (`persist`: Redis keeps its append-only
 * file across its own restarts, see redisServer).
 */
export async function frontDoor({
  port,
  instancePorts,
  redisPort,
  distDir = '.next',
  env = {},
  varnishEnv = {},
  persist = false,
  log,
}: {
  port: number;
  instancePorts: number[];
  redisPort: number;
  distDir?: string;
  env?: Record<string, string | undefined>;
  varnishEnv?: Record<string, string>;
  persist?: boolean;
  log?: (text: string) => void;
}) {
  const redis = redisServer(redisPort, { persist });
  const varnish = varnishServer({
    port,
    backendPorts: instancePorts,
    env: varnishEnv,
    draftModeId: draftModeId(path.join(projectDir, distDir)),
  });
  const copies: { remove: () => void }[] = [];
  const instances: Instance[] = [];
  // Named by port, so that two front doors at once never share or remove each other's.
  const copyDirOf = (n: number) => `${distDir}-${instancePorts[n]}`;
  const portOf = (n: number) => {
    const instancePort = instancePorts[n];
    if (instancePort === undefined) throw new Error(`no instance ${n}`);
    return instancePort;
  };
  const startInstanceAt = async (n: number) => {
    const instance = await startInstance({
      port: portOf(n),
      distDir: copyDirOf(n),
      env: { ...env, REDIS_URL: redis.url },
      log: log && ((text) => log(text.replace(/^(?=.)/gm, `[${instancePorts[n]}] `))),
    });
    instances[n] = instance;
    return instance;
  };
  // Every process first, then the files: a caller that allows a few seconds gets no process left.
  const stop = async () => {
    await Promise.all([varnish.stop(), redis.stop(), ...instances.map((i) => i?.stop())]);
    await varnish.remove();
    await redis.remove();
    for (const copy of copies) copy.remove();
  };
  try {
    await redis.start();
    await Promise.all(
      instancePorts.map(async (_, n) => {
        copies.push(copyBuild(distDir, copyDirOf(n)));
        await startInstanceAt(n);
      }),
    );
    await varnish.start();
    // Until a health probe has passed, Varnish counts the instances as down.
    await waitFor(async () => (await fetch(`${varnish.origin}/robots.txt`)).ok, {
      timeoutMs: 30_000,
      intervalMs: 250,
      what: `robots.txt through Varnish on ${port}`,
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin: varnish.origin,
    instances,
    redis,
    varnish,
    stopInstance: (n: number) => (instances[n] as Instance).stop(),
    startInstance: startInstanceAt,
    stop,
  };
}

/**
 * The front door of the .next-cms build against the fake Contentful API on `cdaPort`, as the
 * CMS tests run it: frontDoor's Redis, instances and Varnish, with the instances reading the
 * fake, answering for https://www.solvik.example and purging Varnish with `purgeToken` (which
 * Varnish asks of a purge). `env` adds to the instances' environment. Returns frontDoor's
 * answer, the instances' `ports` and the fake's `control` and `stats`; `stop()` stops all of it.
 */
export async function cmsFrontDoor({
  port,
  instancePorts,
  redisPort,
  cdaPort,
  purgeToken,
  env = {},
  persist = false,
}: {
  port: number;
  instancePorts: number[];
  redisPort: number;
  cdaPort: number;
  purgeToken: string;
  env?: Record<string, string | undefined>;
  persist?: boolean;
}) {
  if (!existsSync(path.join(projectDir, cmsEnv.NEXT_DIST_DIR, 'BUILD_ID'))) {
    throw new Error(`${cmsEnv.NEXT_DIST_DIR} has no build: run \`npm run build:cms\` first.`);
  }
  const cda = createFakeCda();
  await cda.listen(cdaPort);
  const origin = `http://127.0.0.1:${port}`;
  let site: Awaited<ReturnType<typeof frontDoor>>;
  try {
    site = await frontDoor({
      port,
      instancePorts,
      redisPort,
      distDir: cmsEnv.NEXT_DIST_DIR,
      env: {
        ...cmsEnv,
        CONTENTFUL_HOST: `127.0.0.1:${cdaPort}`,
        SITE_URL: 'https://www.solvik.example',
        CACHE_PURGE_URLS: origin,
        CACHE_PURGE_TOKEN: purgeToken,
        ...env,
      },
      // Varnish answers for the instances' SITE_URL host (and loopback) only: 421 otherwise.
      varnishEnv: { CACHE_PURGE_TOKEN: purgeToken, SITE_URL: 'https://www.solvik.example' },
      persist,
    });
  } catch (error) {
    await cda.close();
    throw error;
  }
  return {
    ...site,
    ports: instancePorts,
    ...fakeCdaControl(`http://127.0.0.1:${cdaPort}`),
    async stop() {
      await site.stop();
      await cda.close();
    },
  };
}
