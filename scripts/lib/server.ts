/** Servers for the scripts: the built site under its server (server.ts), and a bare static server. */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
import { siteServerArgs } from './site-server.ts';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const nextBin = fileURLToPath(new URL('../../node_modules/next/dist/bin/next', import.meta.url));

/** The origin tests and benchmarks use for canonical URLs (as playwright.config.ts does). */
export const SITE_URL = 'https://www.solvik.example';

function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Sends SIGTERM to a child process and resolves once it has exited (at once if it has). */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Serves the last `next build` (from `dir`, default the project, under its server.ts; another
 * project, the bare reference, under `next start`) on 127.0.0.1:`port`.
 * Refuses a port that is taken: measuring someone else's server would be a lie. Resolves with
 * its origin, its process id (bench:load reads its CPU time) and `stop()`.
 */
export async function startNextServer({
  port,
  dir = projectDir,
  siteUrl = SITE_URL,
  env = {},
}: {
  port: number;
  dir?: string;
  siteUrl?: string;
  env?: Record<string, string>;
}): Promise<{ origin: string; pid: number | undefined; stop: () => Promise<void> }> {
  if (await portInUse(port)) throw new Error(`port ${port} is in use; pick another with --port`);
  const args =
    dir === projectDir
      ? siteServerArgs(port, projectDir)
      : [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'];
  const child = spawn(process.execPath, args, {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SITE_URL: siteUrl, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => stopProcess(child);
  try {
    await waitUntilAnswering(`${origin}/`, child, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid, stop };
}

/** A bare Node server answering each path with the status and HTML bytes given for it. */
export async function startStaticServer({
  port,
  pages,
}: {
  port: number;
  pages: Map<string, { status: number; body: Buffer }>;
}): Promise<{ origin: string; stop: () => Promise<void> }> {
  if (await portInUse(port)) throw new Error(`port ${port} is in use; pick another with --port`);
  const server = createServer((request, response) => {
    const page = pages.get(request.url ?? '/');
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    const { status, body } = page;
    response.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.byteLength,
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
