/**
 * Bad requests straight at the origin: each is a 4xx (or, for a doubled slash, a redirect)
 * with our security headers, and none leaves a stack trace in the log. `next start` of the
 * demo build (.next), on its own copy; the contact outbox goes to a temporary folder.
 *
 *   npm run build && npm run test:multi-instance   (BAD_REQUEST_TEST_PORT, default 3155)
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Instance, copyBuild, projectDir, startInstance } from './cluster.ts';

const port = Number(process.env.BAD_REQUEST_TEST_PORT ?? 3155);
const distDir = '.next-bad-requests';

if (!existsSync(path.join(projectDir, '.next', 'BUILD_ID'))) {
  throw new Error('.next has no build: run `npm run build` first.');
}

const outbox = mkdtempSync(path.join(tmpdir(), 'solvik-outbox-'));
let build: ReturnType<typeof copyBuild> | undefined;
let instance: Instance | undefined;
let origin: string;
let host: string;

beforeAll(async () => {
  build = copyBuild('.next', distDir);
  const started = await startInstance({ port, distDir, env: { CONTACT_OUTBOX_DIR: outbox } });
  instance = started;
  origin = started.origin;
  host = new URL(origin).host;
});

afterAll(async () => {
  await instance?.stop();
  build?.remove();
  rmSync(outbox, { recursive: true, force: true });
});

/** The contact form's server action, as the build names it. */
function contactActionId() {
  const manifest = JSON.parse(
    readFileSync(path.join(projectDir, distDir, 'server/server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { workers: Record<string, unknown> }> };
  const [id] = Object.entries(manifest.node).find(([, action]) =>
    Object.keys(action.workers).some((worker) => worker.endsWith('/contact/page')),
  ) ?? [''];
  return id;
}

const state = { status: 'idle', values: {}, errors: {}, answer: 0 };

/** The form as a browser without JavaScript posts it (empty: the answer says what is missing). */
function formPost(overrides: Record<string, string> = {}) {
  const form = new FormData();
  form.set('$ACTION_REF_1', '');
  form.set('$ACTION_1:0', JSON.stringify({ id: contactActionId(), bound: '$@1' }));
  form.set('$ACTION_1:1', JSON.stringify([state]));
  form.set('$ACTION_KEY', 'k1');
  form.set('name', '');
  for (const [key, value] of Object.entries(overrides)) form.set(key, value);
  return form;
}

/** The form as React posts it with JavaScript: the arguments at "0", the fields under "_1_". */
function actionPost(root: string | unknown[] = [state, '$K1']) {
  const form = new FormData();
  form.set('_1_name', '');
  form.set('0', typeof root === 'string' ? root : JSON.stringify(root));
  return form;
}

const post = (pathname: string, body: FormData | string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${pathname}`, {
    method: 'POST',
    body,
    headers: { origin, ...headers },
    redirect: 'manual',
  });

/** What the tests read of an answer: its status and headers. */
type Answer = { status: number; headers: Headers };

/** Raw bytes on a socket, for what fetch() cannot send; the answer's status line and headers. */
function raw(text: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('close', () => {
      const [head = ''] = answer.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Headers();
      for (const line of lines) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    });
    socket.on('error', reject);
    socket.write(text);
  });
}

/** Our security headers (lib/security-headers.ts); a plain answer's policy lets nothing run. */
function assertOurHeaders({ headers }: Answer, what: string) {
  assert.match(headers.get('strict-transport-security') ?? '', /max-age=63072000/, what);
  assert.equal(headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(headers.get('x-frame-options'), 'DENY', what);
  assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin', what);
  assert.ok(headers.get('permissions-policy'), what);
  assert.match(headers.get('content-security-policy') ?? '', /default-src 'none'/, what);
}

function assertAnswer(response: Answer, status: number, what: string) {
  assert.equal(response.status, status, what);
  assertOurHeaders(response, what);
}

test('a request-target that is no path is a 400, not a 500', async () => {
  for (const method of ['OPTIONS', 'GET']) {
    const answer = await raw(`${method} * HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    assertAnswer(answer, 400, `${method} *`);
  }
});

test('a doubled slash is redirected to the one address, with our headers', async () => {
  for (const [target, location] of [
    ['//services', '/services'],
    ['/services//global-payroll/', '/services/global-payroll'],
    ['/\\evil.example/x', '/evil.example/x'],
  ] as const) {
    const answer = await raw(
      `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
    );
    assertAnswer(answer, 308, target);
    assert.equal(answer.headers.get('location'), location, target);
  }
});

test('the contact form still works, with and without JavaScript', async () => {
  const page = await post('/contact', formPost());
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<form/);
  const reply = await post('/contact', actionPost(), { 'next-action': contactActionId() });
  assert.equal(reply.status, 200);
  assert.match(await reply.text(), /"status":"invalid"/);
});

test('a cross-site post of the contact form is a 403', async () => {
  for (const origin of ['https://evil.example', 'null']) {
    assertAnswer(await post('/contact', formPost(), { origin }), 403, `from ${origin}`);
    const action = await post('/sv/contact', actionPost(), {
      origin,
      'next-action': contactActionId(),
    });
    assertAnswer(action, 403, `an action from ${origin}`);
  }
});

test('a contact form over 1 MB is a 413, with or without a declared length', async () => {
  const large = formPost({ message: 'x'.repeat(1024 * 1024) });
  assertAnswer(await post('/contact', large), 413, 'declared');
  const action = actionPost();
  action.set('_1_message', 'x'.repeat(1024 * 1024));
  assertAnswer(
    await post('/contact', action, { 'next-action': contactActionId() }),
    413,
    'an action',
  );

  // Chunked: no Content-Length, so the body is counted as it is read.
  const chunk = 'x'.repeat(64 * 1024);
  const chunks = Array.from({ length: 20 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
  const answer = await raw(
    `POST /contact HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${origin}\r\n` +
      'Content-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n' +
      `Connection: close\r\n\r\n${chunks.join('')}0\r\n\r\n`,
  );
  assertAnswer(answer, 413, 'chunked');
});

test('malformed server-action arguments are a 400', async () => {
  const id = contactActionId();
  const cases: [string, FormData | string, Record<string, string>][] = [
    ['an id of the wrong form', actionPost(), { 'next-action': 'bogus' }],
    ['arguments that are not JSON', actionPost('[{nope'), { 'next-action': id }],
    ['arguments of another shape', actionPost([1, 2]), { 'next-action': id }],
    ['a text body', '[1,2]', { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' }],
    ['a form with broken bound arguments', formPost({ '$ACTION_1:1': '[{bad' }), {}],
    ['a form with a broken reference', formPost({ '$ACTION_1:0': '{bad' }), {}],
    [
      'a multipart body that is not one',
      '--b\r\nnonsense',
      { 'next-action': id, 'content-type': 'multipart/form-data; boundary=b' },
    ],
  ];
  for (const [what, body, headers] of cases) {
    assertAnswer(await post('/contact', body, headers), 400, what);
  }
  // An action this build does not have (a page of another deployment): Next's own answer,
  // with the header that makes its client load the page again.
  const stale = await post('/contact', actionPost(), { 'next-action': 'ff'.repeat(21) });
  assertAnswer(stale, 409, 'an action of another deployment');
  assert.equal(stale.headers.get('x-nextjs-action-not-found'), '1');
  // On another page too: Next would hand a named action to the page that has it.
  assertAnswer(
    await post('/about', actionPost('[{nope'), { 'next-action': id }),
    400,
    'on another page',
  );
});

test('an image from a source that redirects or does not exist is a 4xx', async () => {
  const image = (url: string) =>
    fetch(`${origin}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`, {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
  assertAnswer(await image('/\\evil.example/x.png'), 400, 'a backslash');
  assertAnswer(await image('/news/images/x.webp/'), 400, 'a trailing slash');
  const missing = await image('/news/images/no-such-image.webp');
  assert.equal(missing.status, 404);
  assertOurHeaders(missing, 'a missing image');
  const remote = await image('https://images.ctfassets.net/space/no-such-image.png');
  assert.equal(remote.status, 400);
  assertOurHeaders(remote, 'another site');
});

test('no bad request left a stack trace in the log', () => {
  assert.ok(instance);
  assert.doesNotMatch(instance.output(), /\n\s+at /);
});
