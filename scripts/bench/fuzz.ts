#!/usr/bin/env node
/**
 * The fuzz run: generated malformed requests over raw sockets, through Varnish and straight to
 * an instance of the .next-cms build (scripts/lib/fuzz-run.ts). Prints the answers by status,
 * every 5xx with the request that caused it, stack-trace lines in the instance's output, files
 * added to its build folder and Redis keys added; exits 1 when any of these is found or the
 * site no longer answers `GET /`.
 *
 *   npm run build:cms && npm run bench:fuzz [-- --seed 45 --edge 10000 --instance 5000]
 *
 * Ports (127.0.0.1): --edge-port 6091, --port 3180, --redis-port 6391, --cda-port 4019.
 */
import { parseArgs } from 'node:util';
import { byStatus, failures, problems, runFuzz, type Outcome } from '../lib/fuzz-run.ts';
import { runHeader, saveReport } from '../lib/report.ts';
import { markdownTable } from '../lib/table.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '45' },
    edge: { type: 'string', default: '10000' },
    instance: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '12' },
    'edge-port': { type: 'string', default: '6091' },
    port: { type: 'string', default: '3180' },
    'redis-port': { type: 'string', default: '6391' },
    'cda-port': { type: 'string', default: '4019' },
  },
});

const began = Date.now();
const result = await runFuzz({
  seed: Number(values.seed),
  edgeCount: Number(values.edge),
  instanceCount: Number(values.instance),
  concurrency: Number(values.concurrency),
  ports: {
    edge: Number(values['edge-port']),
    instance: Number(values.port),
    redis: Number(values['redis-port']),
    cda: Number(values['cda-port']),
  },
  log: (line) => console.log(`${((Date.now() - began) / 1000).toFixed(1)} s: ${line}`),
});

const statusTable = () => {
  const edge = new Map(byStatus(result.edge));
  const instance = new Map(byStatus(result.instance));
  const keys = [...new Set([...edge.keys(), ...instance.keys()])].sort();
  return markdownTable(
    ['answer', 'through the edge', 'at the instance'],
    [
      ...keys.map((key) => [key, edge.get(key) ?? 0, instance.get(key) ?? 0]),
      ['all', result.edge.length, result.instance.length],
    ],
  );
};

const failureList = (name: string, outcomes: Outcome[], limit = 30) => {
  const list = failures(outcomes);
  if (!list.length) return `No 5xx ${name} (501/505 for a made-up method or version aside).`;
  const rest = list.slice(limit).reduce((sum, f) => sum + f.count, 0);
  return [
    `5xx ${name}, one line per status and kind of request (count, then the first such request):`,
    '',
    ...list.slice(0, limit).map((f) => `- ${f.status} × ${f.count}: ${f.kind}\n  \`${f.example}\``),
    ...(rest ? [`- … and ${rest} more of ${list.length - limit} other kinds`] : []),
  ].join('\n');
};

const listed = (what: string, items: string[], limit = 40) =>
  items.length
    ? `${what}: ${items.length}\n\n${items
        .slice(0, limit)
        .map((item) => `    ${item.slice(0, 200)}`)
        .join('\n')}${items.length > limit ? `\n    … and ${items.length - limit} more` : ''}`
    : `${what}: none.`;

const uniqueStackLines = [...new Set(result.stackTraceLines.map((line) => line.trim()))];
const found = problems(result);
const markdown = [
  runHeader('Fuzz run: malformed requests through the edge and at an instance'),
  `- seed ${result.seed}; ${result.edge.length} requests through Varnish, ${result.instance.length} straight to the instance; ${values.concurrency} connections at a time`,
  `- start ${result.seconds.start.toFixed(1)} s, edge ${result.seconds.edge.toFixed(1)} s, instance ${result.seconds.instance.toFixed(1)} s`,
  '',
  statusTable(),
  '',
  failureList('through the edge', result.edge),
  '',
  failureList('at the instance', result.instance),
  '',
  listed(
    `Stack-trace lines in the instance's output (${result.stackTraceLines.length}; distinct)`,
    uniqueStackLines,
  ),
  '',
  listed('Files added under the build folder (the image cache aside)', result.addedFiles),
  '',
  listed('Redis keys added (resized real images aside)', result.addedKeys),
  '',
  `After the run, GET / answers ${result.afterwards.edge} through the edge and ${result.afterwards.instance} at the instance.`,
  '',
  found.length ? `**Does not hold:** ${found.join('; ')}.` : '**Holds.**',
].join('\n');
console.log(`\n${markdown}`);
console.log(`\nwritten to ${await saveReport('fuzz', markdown)}`);
console.log(`the instance's output: ${await saveReport('fuzz-instance-output', result.output)}`);
process.exitCode = found.length ? 1 : 0;
