#!/usr/bin/env node
/**
 * Where a V8 CPU profile's busy time went: self and inclusive time by function and by file, in
 * percent of busy time (idle and "(program)" left out), and optionally who calls a function.
 *
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof node_modules/next/dist/bin/next start -p 3420
 *   (drive it, e.g. with autocannon, then stop it with SIGINT so the profile is written)
 *   node scripts/bench/cpuprofile-summary.ts /tmp/prof/CPU.*.cpuprofile [--top 30] [--callers writev]
 *
 * Inclusive time counts each sample once per function (or file) even when it recurses.
 */
import { readFileSync } from 'node:fs';
import type { Profiler } from 'node:inspector';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '30' },
    callers: { type: 'string' },
    depth: { type: 'string', default: '4' },
  },
});
if (positionals.length !== 1) {
  console.error('usage: cpuprofile-summary.ts <file.cpuprofile> [--top N] [--callers name]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(String(positionals[0]), 'utf8')) as Profiler.Profile;
const top = Number(values.top);

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);
const NOT_BUSY = new Set(['(idle)', '(program)']);

/** Microseconds sampled in each node itself. */
const selfTime = new Map<number, number>();
profile.samples?.forEach((id, i) => {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0));
});
const ancestry = function* (id: number) {
  for (
    let current: number | undefined = id;
    current !== undefined;
    current = parentOf.get(current)
  ) {
    yield nodes.get(current) as Profiler.ProfileNode;
  }
};

const cwd = `${process.cwd()}/`;
const fileOf = (node: Profiler.ProfileNode) =>
  node.callFrame.url.replace(/^file:\/\//, '').replace(cwd, '') ||
  `(${node.callFrame.functionName})`;
const functionOf = (node: Profiler.ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${fileOf(node)}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}`;

let busy = 0;
const tables = {
  'self by function': new Map<string, number>(),
  'self by file': new Map<string, number>(),
  'inclusive by function': new Map<string, number>(),
  'inclusive by file': new Map<string, number>(),
};
const add = (map: Map<string, number>, key: string, time: number) =>
  map.set(key, (map.get(key) ?? 0) + time);
for (const [id, time] of selfTime) {
  const node = nodes.get(id) as Profiler.ProfileNode;
  if (NOT_BUSY.has(node.callFrame.functionName)) continue;
  busy += time;
  add(tables['self by function'], functionOf(node), time);
  add(tables['self by file'], fileOf(node), time);
  const functions = new Set<string>();
  const files = new Set<string>();
  for (const ancestor of ancestry(id)) {
    functions.add(functionOf(ancestor));
    files.add(fileOf(ancestor));
  }
  for (const key of functions) add(tables['inclusive by function'], key, time);
  for (const key of files) add(tables['inclusive by file'], key, time);
}

const percent = (time: number) => `${((100 * time) / busy).toFixed(1).padStart(5)}%`;
const ms = (time: number) => `${(time / 1000).toFixed(0).padStart(7)} ms`;
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n## ${title}`);
  for (const [key, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${percent(time)} ${ms(time)}  ${key}`);
  }
};

const total = profile.endTime - profile.startTime;
console.log(`profiled ${(total / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s`);
if (values.callers) {
  // Inclusive time of the outermost calls of a function, by the chain of callers above them.
  const inclusive = new Map<number, number>();
  const inclusiveOf = (id: number): number => {
    if (!inclusive.has(id)) {
      const node = nodes.get(id) as Profiler.ProfileNode;
      let time = selfTime.get(id) ?? 0;
      for (const child of node.children ?? []) time += inclusiveOf(child);
      inclusive.set(id, time);
    }
    return inclusive.get(id) ?? 0;
  };
  const chains = new Map<string, number>();
  for (const node of profile.nodes) {
    if (node.callFrame.functionName !== values.callers) continue;
    const above = [...ancestry(node.id)].slice(1);
    if (above.some((caller) => caller.callFrame.functionName === values.callers)) continue;
    const chain = above.slice(0, Number(values.depth)).map(functionOf).join(' < ');
    add(chains, chain, inclusiveOf(node.id));
  }
  print(`${values.callers}, by callers`, chains);
} else {
  for (const [title, map] of Object.entries(tables)) print(title, map);
}
