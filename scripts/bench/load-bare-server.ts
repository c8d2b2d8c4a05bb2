#!/usr/bin/env node
/**
 * bench:load's bare server, in a process of its own like `next start` (in the benchmark's own
 * process it would share one thread with autocannon, and its CPU time could not be told apart).
 *
 *   node scripts/bench/load-bare-server.ts <port> <pages.json>
 *
 * pages.json: `[[path, status, base64 body], …]`. Prints `ready` once listening.
 */
import { readFileSync } from 'node:fs';
import { startStaticServer } from '../lib/server.ts';

const [port, pagesFile] = process.argv.slice(2);
const entries = JSON.parse(readFileSync(String(pagesFile), 'utf8')) as [string, number, string][];
const pages = new Map(
  entries.map(([path, status, body]) => [path, { status, body: Buffer.from(body, 'base64') }]),
);
const server = await startStaticServer({ port: Number(port), pages });
process.once('SIGTERM', () => server.stop().then(() => process.exit(0)));
console.log('ready');
