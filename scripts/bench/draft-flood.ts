#!/usr/bin/env node
/**
 * A flood of forged draft cookies through the edge, and what it does to a visitor's search
 * (issue 45): the site as production lays it out (two `next start` instances of the build on
 * one Redis, Varnish with the site's VCL in front), then
 *
 * 1. the flood's pages without a cookie, then with a forged `__prerender_bypass` cookie
 *    (`--requests` each, `--connections` at once): how long each flood takes and how many of
 *    its answers reached an instance (X-Cache PASS or MISS);
 * 2. `--searches` uncached searches (`/search?q=<random word>`, one at a time) alone, then as
 *    many while forged floods follow one another: their median and p95.
 *
 *   npm run build && npm run bench:draft-flood [-- --requests 1500 --connections 32]
 *
 * Ports (127.0.0.1): --port 6120 (Varnish), the two after it (the instances), --redis-port 6392.
 */
import { Agent, request } from 'node:http';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { frontDoor } from '../../tests/multi-instance/cluster.ts';
import { runHeader, saveReport } from '../lib/report.ts';
import { markdownTable, median, percentile } from '../lib/table.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '1500' },
    connections: { type: 'string', default: '32' },
    searches: { type: 'string', default: '40' },
    port: { type: 'string', default: '6120' },
    'redis-port': { type: 'string', default: '6392' },
  },
});
const total = Number(values.requests);
const connections = Number(values.connections);
const port = Number(values.port);
const pages = ['/', '/services', '/news', '/about', '/contact', '/sv', '/sv/news'];

type Answer = { status: number; cache: string; ms: number };

/** One GET through Varnish on a kept-alive connection of `agent`, timed. */
function get(agent: Agent, target: string, headers: Record<string, string> = {}) {
  const began = performance.now();
  return new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target, agent, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          cache: String(response.headers['x-cache'] ?? ''),
          ms: performance.now() - began,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** `total` requests for the pages, `connections` at once; how long they took, what they hit. */
async function flood(cookie?: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const headers: Record<string, string> = { 'accept-encoding': 'gzip' };
  if (cookie) headers.cookie = cookie;
  const answers: Answer[] = [];
  let next = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < total) {
        answers.push(await get(agent, pages[next++ % pages.length] as string, headers));
      }
    }),
  );
  agent.destroy();
  return {
    seconds: (performance.now() - began) / 1000,
    reached: answers.filter((a) => a.cache === 'PASS' || a.cache === 'MISS').length,
    errors: answers.filter((a) => a.status >= 500).length,
  };
}

/** `count` searches for random words, one after another: how long each took. */
async function searches(count: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  while (times.length < count) {
    const word = randomBytes(4).toString('hex');
    const answer = await get(agent, `/search?q=${word}`);
    if (answer.status !== 200) throw new Error(`/search answered ${answer.status}`);
    times.push(answer.ms);
  }
  agent.destroy();
  return times;
}

const site = await frontDoor({
  port,
  instancePorts: [port + 1, port + 2],
  redisPort: Number(values['redis-port']),
});
try {
  for (const page of pages) await get(new Agent(), page); // Varnish holds them from here on.
  const withoutCookie = await flood();
  const forged = await flood('__prerender_bypass=forged-by-a-visitor');
  await searches(5); // The instances' search index is warm.
  const alone = await searches(Number(values.searches));
  // Floods one after another for as long as the searches take.
  let searching = true;
  const floods: Awaited<ReturnType<typeof flood>>[] = [];
  const flooding = (async () => {
    while (searching) floods.push(await flood('__prerender_bypass=forged-by-a-visitor'));
  })();
  const underFlood = await searches(Number(values.searches)).finally(() => (searching = false));
  await flooding;

  const ms = (n: number | null) => (n === null ? '—' : n.toFixed(1));
  const markdown = [
    runHeader('A flood of forged draft cookies through the edge'),
    `- ${total} requests for ${pages.length} cached pages, ${connections} at once; uncached searches one at a time`,
    '',
    markdownTable(
      ['flood', 's', 'reached an instance', '5xx'],
      [
        [
          'no cookie',
          withoutCookie.seconds.toFixed(1),
          withoutCookie.reached,
          withoutCookie.errors,
        ],
        ['forged draft cookie', forged.seconds.toFixed(1), forged.reached, forged.errors],
      ],
    ),
    '',
    markdownTable(
      ['uncached /search?q=<random>', 'searches', 'median ms', 'p95 ms'],
      [
        ['alone', alone.length, ms(median(alone)), ms(percentile(alone, 0.95))],
        [
          'during the forged-cookie flood',
          underFlood.length,
          ms(median(underFlood)),
          ms(percentile(underFlood, 0.95)),
        ],
      ],
    ),
    '',
    `During those searches ${floods.length} forged floods ran (${(floods.reduce((sum, f) => sum + f.seconds, 0) / floods.length).toFixed(1)} s each on average); ${floods.reduce((sum, f) => sum + f.reached, 0)} of their ${floods.length * total} answers reached an instance.`,
  ].join('\n');
  console.log(`\n${markdown}`);
  console.log(`\nwritten to ${await saveReport('draft-flood', markdown)}`);
} finally {
  await site.stop();
}
