/**
 * A short fuzz run (scripts/lib/fuzz-run.ts; `npm run bench:fuzz` is the long one): 1,000
 * generated malformed requests through Varnish and 500 straight to an instance of the
 * .next-cms build, from a fixed seed. None is answered 5xx (but 501/505 for a made-up method
 * or version), none leaves a stack trace in the instance's output, none adds a file to its
 * build folder or a key to Redis, and both still answer `GET /` afterwards.
 *
 *   npm run build:cms && npm run test:multi-instance
 *
 * Ports (127.0.0.1): FUZZ_TEST_PORT (default 6092) for Varnish, 3182 for the instance, 6392 for
 * Redis, 4021 for the fake Contentful API.
 */
import assert from 'node:assert/strict';
import { failures, problems, runFuzz } from '../../scripts/lib/fuzz-run.ts';

const edgePort = Number(process.env.FUZZ_TEST_PORT ?? 6092);

test('a thousand malformed requests at the edge and five hundred at an instance: no 5xx, no stack trace, nothing kept', async () => {
  const result = await runFuzz({
    seed: 45,
    edgeCount: 1000,
    instanceCount: 500,
    ports: { edge: edgePort, instance: 3182, redis: 6392, cda: 4021 },
  });
  const found = problems(result);
  const detail = [
    ...failures(result.edge).map((f) => `edge ${f.status} × ${f.count}: ${f.example}`),
    ...failures(result.instance).map((f) => `instance ${f.status} × ${f.count}: ${f.example}`),
    ...[...new Set(result.stackTraceLines)].slice(0, 10),
    ...result.addedFiles.slice(0, 10),
    ...result.addedKeys.slice(0, 10),
  ];
  assert.deepEqual(found, [], detail.join('\n'));
}, 180_000);
