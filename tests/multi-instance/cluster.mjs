/**
 * Pieces of a multi-instance deployment on loopback, for the multi-instance test and the load
 * benchmark: Debian's redis-server, copies of a build (one per instance, as separate machines
 * have separate disks) and `next start` processes whose output is kept for assertions.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@redis/client';

export const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const nextBin = path.join(projectDir, 'node_modules/next/dist/bin/next');
const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function refuseTakenPort(port) {
  if (await portInUse(port)) throw new Error(`port ${port} is in use: pick other ports`);
}

/** Waits until `check` resolves truthy (returning its value), or throws after `timeoutMs`. */
export async function waitFor(
  check,
  { timeoutMs = 10_000, intervalMs = 100, what = 'condition' } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    await sleep(intervalMs);
  }
  throw new Error(`${what} not met within ${timeoutMs} ms${last ? ` (${last.message})` : ''}`);
}

function exited(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * A throw-away Redis on 127.0.0.1:`port` that keeps nothing on disk, so a restart starts empty
 * (the harshest case: every key lost). `start()` again after `stop()` reuses the port.
 */
export function redisServer(port) {
  const dir = mkdtempSync(path.join(tmpdir(), 'solvik-redis-'));
  let child;
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
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { cwd: dir, stdio: 'ignore' },
      );
      await waitFor(() => portInUse(port), { what: `redis-server on ${port}` });
    },
    async stop() {
      if (!child) return;
      const done = exited(child);
      child.kill('SIGTERM');
      await done;
      child = undefined;
    },
    async remove() {
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
export function copyBuild(from, to) {
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

/**
 * `next start` of the build in `distDir` (relative to the project) on 127.0.0.1:`port`. Its
 * output is kept in `output()`.
 */
export async function startInstance({ port, distDir, env = {} }) {
  await refuseTakenPort(port);
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: projectDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, NEXT_DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const instance = {
    origin,
    output: () => output,
    async stop() {
      const done = exited(child);
      child.kill('SIGTERM');
      await done;
    },
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
