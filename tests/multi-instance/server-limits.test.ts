/**
 * The server's own limits (server.ts; docs/deploying.md, "Limits at the origin"), straight at
 * one instance of the .next-cms build over raw sockets: methods Next has no handler for, writes
 * to build files, requests Node cannot read, a body that does not arrive in time, a visitor who
 * goes away mid-body. Each gets a short answer (or none) and leaves no stack trace in the log.
 *
 *   npm run build:cms && npm run test:multi-instance   (SERVER_LIMITS_TEST_PORT, default 3184)
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FuzzRequest } from '../../scripts/lib/fuzz-requests.ts';
import { sendRaw, stackLines } from '../../scripts/lib/fuzz-run.ts';
import { type Instance, copyBuild, projectDir, startInstance } from './cluster.ts';

const port = Number(process.env.SERVER_LIMITS_TEST_PORT ?? 3184);
const distDir = '.next-cms-server-limits';

if (!existsSync(path.join(projectDir, '.next-cms', 'BUILD_ID'))) {
  throw new Error('.next-cms has no build: run `npm run build:cms` first.');
}

let build: ReturnType<typeof copyBuild> | undefined;
let instance: Instance | undefined;

beforeAll(async () => {
  build = copyBuild('.next-cms', distDir);
  // Two seconds, so that the slow body's test is quick.
  instance = await startInstance({ port, distDir, env: { REQUEST_TIMEOUT_SECONDS: '2' } });
});

afterAll(async () => {
  await instance?.stop();
  build?.remove();
});

const buildFile = () => {
  const chunks = path.join(projectDir, distDir, 'static/chunks');
  const file = readdirSync(chunks).find((name) => name.endsWith('.js'));
  return `/_next/static/chunks/${file}`;
};

/** One request as raw bytes; the answer's status line and head, and what the log gained. */
async function raw(text: string, then: FuzzRequest['then'] = 'answer', timeoutMs = 8000) {
  const logged = instance?.output().length ?? 0;
  const began = Date.now();
  const request: FuzzRequest = {
    kind: 'test',
    bytes: Buffer.from(text, 'latin1'),
    then,
    oddLine: false,
    answers: 1,
    head: false,
  };
  const outcome = await sendRaw(port, request, timeoutMs);
  // What the server logs for it comes within a moment.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return {
    status: outcome.statuses[0],
    ms: Date.now() - began,
    log: instance?.output().slice(logged) ?? '',
  };
}

const head = (method: string, target: string, extra = '') =>
  `${method} ${target} HTTP/1.1\r\nHost: www.solvik.example\r\n${extra}Connection: close\r\n\r\n`;

test('TRACE and PROPFIND get 501, not a TypeError and a 500', async () => {
  for (const method of ['TRACE', 'PROPFIND']) {
    const answer = await raw(head(method, '/'));
    assert.equal(answer.status, 501, method);
    assert.deepEqual(stackLines(answer.log), []);
  }
});

test('writes to a build file get 405 with Allow: GET, HEAD; a precondition on a GET is no 500', async () => {
  const file = buildFile();
  for (const method of ['POST', 'PATCH', 'DELETE', 'PROPFIND']) {
    const text = head(method, file, 'Content-Length: 2\r\n') + '{}';
    const outcome = await sendRaw(
      port,
      {
        kind: 'test',
        bytes: Buffer.from(text),
        then: 'answer',
        oddLine: false,
        answers: 1,
        head: false,
      },
      8000,
    );
    const expected = method === 'PROPFIND' ? 501 : 405;
    assert.equal(outcome.statuses[0], expected, method);
  }
  const answer = await raw(
    head('GET', file, 'If-Unmodified-Since: Thu, 01 Jan 1970 00:00:00 GMT\r\n'),
  );
  assert.equal(answer.status, 200);
  // A Range Next cannot answer (malformed, or past the end): the file whole, not a 500.
  for (const range of ['bytes=-0', 'bytes=-', 'bytes=999999999999-']) {
    for (const method of ['GET', 'HEAD']) {
      const ranged = await raw(head(method, file, `Range: ${range}\r\n`));
      assert.equal(ranged.status, 200, `${method} ${range}`);
    }
  }
  const put = await raw(head('PUT', '/_next/image?url=%2Fnews%2Fimages%2Fa.webp&w=64&q=75'));
  assert.equal(put.status, 405);
  const post = await fetch(`${instance?.origin}${file}`, { method: 'POST', body: '{}' });
  assert.equal(post.status, 405);
  assert.equal(post.headers.get('allow'), 'GET, HEAD');
});

test('a request Node cannot read gets a short 400 and no stack trace', async () => {
  const answer = await raw('GET /a b c HTTP/1.1\r\nHost: x\r\n\r\n');
  assert.equal(answer.status, 400);
  assert.deepEqual(stackLines(answer.log), []);
  assert.ok(answer.log.split('\n').filter(Boolean).length <= 1, answer.log);
  const badHost = await raw(head('GET', 'http://www.sol%00vik.example/about'));
  assert.equal(badHost.status, 400);
  assert.equal(badHost.log, '');
});

test('a body that does not arrive within REQUEST_TIMEOUT_SECONDS gets 408', async () => {
  const text =
    'POST /api/csp-report HTTP/1.1\r\nHost: www.solvik.example\r\n' +
    'Content-Type: application/csp-report\r\nContent-Length: 5000\r\n\r\n{"csp-report":';
  const answer = await raw(text, 'hold', 15_000);
  assert.equal(answer.status, 408);
  // Two seconds, and Node looks every second.
  assert.ok(answer.ms < 5000, `answered after ${answer.ms} ms`);
  assert.deepEqual(stackLines(answer.log), []);
});

test('a visitor who goes away mid-body leaves no line in the log', async () => {
  for (const target of ['/contact', '/api/csp-report', '/about']) {
    for (const then of ['reset', 'end'] as const) {
      const text =
        `POST ${target} HTTP/1.1\r\nHost: www.solvik.example\r\n` +
        'Content-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"a":';
      const answer = await raw(text, then);
      assert.equal(answer.log, '', `${then} on ${target}`);
    }
  }
});

test('an image to resize that is not there gets 404, and no line', async () => {
  const answer = await raw(head('GET', '/_next/image?url=/news/images/made-up.webp&w=640&q=75'));
  assert.equal(answer.status, 404);
  assert.equal(answer.log, '');
  // A NUL in the name: no clean path (the proxy's 400), never a stat that throws.
  const nul = await raw(head('GET', '/_next/image?url=/news/images/a%00b.webp&w=640&q=75'));
  assert.equal(nul.status, 400);
  assert.equal(nul.log, '');
});

test('a path of 10 KB gets a short 414, not an answer whose headers repeat it', async () => {
  const long = `/services/payroll/${'segment/'.repeat(1200)}`;
  for (const method of ['GET', 'POST']) {
    const answer = await raw(head(method, method === 'POST' ? `/${long}` : long));
    assert.equal(answer.status, 414, method);
    assert.deepEqual(stackLines(answer.log), []);
  }
});
