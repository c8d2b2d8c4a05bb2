#!/usr/bin/env node
/**
 * Faults under load: two `next start` instances of the .next-cms build on one Redis behind
 * Varnish, visitors asking for pages, news and made-up addresses through Varnish and posting
 * the contact form, while instance A stops, Redis restarts and instance B restarts (with A
 * still down: no instance up until B is back), then A comes back
 * (tests/multi-instance/faults-scenario.ts; the multi-instance test runs it shorter and
 * asserts). Prints requests, 5xx and p50/p95 latency per phase and what became of the messages.
 *
 *   npm run build:cms && npm run bench:faults [-- --phase-seconds 8 --workers 8]
 *
 * Ports (127.0.0.1): --varnish-port 6097, --port 3160 (and 3161), --redis-port 6387,
 * --cda-port 4017; the fake HubSpot takes a free one.
 */
import { parseArgs } from 'node:util';
import {
  PHASES,
  deliveries,
  runFaultScenario,
  summarize,
} from '../../tests/multi-instance/faults-scenario.ts';
import { runHeader, saveReport } from '../lib/report.ts';
import { markdownTable } from '../lib/table.ts';

const { values } = parseArgs({
  options: {
    'phase-seconds': { type: 'string', default: '8' },
    workers: { type: 'string', default: '8' },
    'post-every-ms': { type: 'string', default: '250' },
    'varnish-port': { type: 'string', default: '6097' },
    port: { type: 'string', default: '3160' },
    'redis-port': { type: 'string', default: '6387' },
    'cda-port': { type: 'string', default: '4017' },
  },
});

const began = Date.now();
const result = await runFaultScenario({
  varnishPort: Number(values['varnish-port']),
  instancePort: Number(values.port),
  redisPort: Number(values['redis-port']),
  cdaPort: Number(values['cda-port']),
  phaseMs: Number(values['phase-seconds']) * 1000,
  workers: Number(values.workers),
  postEveryMs: Number(values['post-every-ms']),
  log: (phase) => console.log(`${((Date.now() - began) / 1000).toFixed(1)} s: ${phase}`),
});

const rows = summarize(result.samples).map((row) => [
  row.phase,
  row.seconds.toFixed(1),
  row.requests,
  row.fivexx,
  row.fivexxCached,
  row.failed,
  Math.round(Number(row.p50)),
  Math.round(Number(row.p95)),
]);
const received = deliveries(result.submissions);
const accepted = result.posts.filter(
  (p) => p.status === 200 && (p.answer === 'sent' || p.answer === 'queued'),
);
const once = accepted.filter((p) => received.get(p.email) === 1).length;
const turnedAway = result.posts.filter((p) => !accepted.includes(p));
const deliveredAnyway = turnedAway.filter((p) => received.has(p.email)).length;
const upFailures = result.samples.filter(
  (s) => s.phase !== PHASES.down && (s.status >= 500 || s.status === 0),
).length;

function countBy<T>(list: T[], key: (item: T) => string) {
  const counts = new Map<string, number>();
  for (const item of list) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts].map(([name, n]) => `${n} × ${name}`).join('; ') || 'none';
}

const markdown = [
  runHeader('Faults under load (through Varnish)'),
  `- ${values.workers} visitors in a closed loop (3 in 4 ask a page Varnish holds, 1 in 4 a made-up news address the instances must answer), news keys soft-purged every second, a contact message every ${values['post-every-ms']} ms; each phase ${values['phase-seconds']} s (the no-instance phase lasts as long as B takes to start and pass Varnish's probe)`,
  `- 5xx on cached: 5xx answers for pages Varnish held; failed: no answer within 15 s or a broken connection\n`,
  markdownTable(
    ['phase', 's', 'requests', '5xx', '5xx on cached', 'failed', 'p50 ms', 'p95 ms'],
    rows,
  ),
  '',
  `Failed answers while an instance was up: **${upFailures}**.`,
  `Contact messages: ${result.posts.length} posted, ${accepted.length} accepted (${accepted.filter((p) => p.answer === 'queued').length} saved to the outbox), ${once} of them received by HubSpot exactly once; ${turnedAway.length} turned away (${countBy(turnedAway, (p) => `${p.phase}: ${p.status} ${p.answer ?? ''}`.trim())}), ${deliveredAnyway} of those received anyway. \`contact:retry\` after recovery: ${result.retry.output.trim()}`,
].join('\n');
console.log(`\n${markdown}`);
console.log(`\nwritten to ${await saveReport('faults', markdown)}`);
