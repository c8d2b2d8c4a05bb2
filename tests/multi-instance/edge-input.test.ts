/**
 * The front door under input nobody should send (issue 45): Debian's varnishd with the site's
 * VCL before one `next start` of the build. A malformed Range or a chunk extension is a 4xx,
 * not a 503; a forged draft cookie is served from the cache while the build's own passes; a
 * host that is not the site's is refused, never kept; one visitor's passes and misses are
 * limited; what leaves the edge says nothing about the software behind it.
 *
 *   npm run build && npm run test:multi-instance
 *
 * Ports (127.0.0.1): EDGE_INPUT_VARNISH_PORT (default 6110) and the three after it (two
 * Varnishes, the second with a PROXY listener and a low limit per visitor),
 * EDGE_INPUT_INSTANCE_PORT (default 3180). Clients use 127.0.0.1 and 127.0.0.2.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { draftModeId } from '../../scripts/lib/draft-mode-vcl.ts';
import {
  type Instance,
  copyBuild,
  projectDir,
  startInstance,
  varnishServer,
  waitFor,
} from './cluster.ts';
import { type Answer, type SendOptions, browser, send } from './requests.ts';

const varnishPort = Number(process.env.EDGE_INPUT_VARNISH_PORT ?? 6110);
const limitedPort = varnishPort + 2;
const proxyPort = varnishPort + 3;
const instancePort = Number(process.env.EDGE_INPUT_INSTANCE_PORT ?? 3180);
/** Passes and misses one visitor may cause per 10 s at the second Varnish (600 when unset). */
const fetchLimit = 6;
const siteUrl = 'https://www.solvik.example';

if (!existsSync(path.join(projectDir, '.next', 'BUILD_ID'))) {
  throw new Error('.next has no build: run `npm run build` first.');
}

const buildDraftModeId = draftModeId(path.join(projectDir, '.next'));
const varnish = varnishServer({
  port: varnishPort,
  backendPorts: [instancePort],
  draftModeId: buildDraftModeId,
  env: { SITE_URL: siteUrl },
});
const limited = varnishServer({
  port: limitedPort,
  proxyPort,
  backendPorts: [instancePort],
  env: { SITE_URL: siteUrl, EDGE_FETCH_LIMIT: String(fetchLimit) },
});
let build: ReturnType<typeof copyBuild> | undefined;
let instance: Instance | undefined;

const viaVarnish = (target: string, options?: SendOptions) => send(varnishPort, target, options);
/** As a visitor from outside: not one of the purgers (this machine, private networks). */
const visitor = (target: string, options: SendOptions = {}) =>
  viaVarnish(target, { localAddress: '127.0.0.2', ...options });
const objectOf = (response: Answer) =>
  (response.headers['x-varnish'] as string | undefined)?.split(' ')[1];

beforeAll(async () => {
  build = copyBuild('.next', '.next-edge-input');
  instance = await startInstance({
    port: instancePort,
    distDir: '.next-edge-input',
    env: { COMPRESS_RESPONSES: 'false', SITE_URL: siteUrl },
  });
  await varnish.start();
  await limited.start();
  for (const port of [varnishPort, limitedPort]) {
    await waitFor(async () => (await send(port, '/robots.txt')).status === 200, {
      timeoutMs: 20_000,
      what: `Varnish on ${port} in front of the instance`,
    });
  }
});

afterAll(async () => {
  await varnish.remove();
  await limited.remove();
  await instance?.stop();
  build?.remove();
});

/** Asks for `target` until the Varnish on `port` answers it from its cache. */
function cached(target: string, headers: Record<string, string> = {}, port = varnishPort) {
  return waitFor(
    async () => {
      const response = await send(port, target, { headers: { ...browser, ...headers } });
      return response.headers['x-cache'] === 'HIT' ? response : null;
    },
    { timeoutMs: 10_000, intervalMs: 250, what: `${target} cached by Varnish` },
  );
}

/** One request written byte for byte on its own connection; the status line's code. */
async function raw(request: string): Promise<{ status: number; text: string }> {
  const socket = connect({ host: '127.0.0.1', port: varnishPort });
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.end(request);
  await once(socket, 'close');
  const text = Buffer.concat(chunks).toString('latin1');
  return { status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), text };
}

describe('malformed framing is a 4xx, never a 503', () => {
  test('a malformed Range on a passed path is answered whole, not a failed fetch', async () => {
    for (const target of ['/search?q=payroll', '/api/draft/disable?path=/news']) {
      const whole = await viaVarnish(target);
      for (const range of ['bytes=junk', 'bytes=-0', 'bytes=5-1', 'pages=1-2', 'bytes=0-9']) {
        const answer = await viaVarnish(target, { headers: { range } });
        assert.equal(answer.status, whole.status, `${target} with Range: ${range}`);
        assert.equal(answer.headers['content-range'], undefined, `${target} ${range}`);
      }
    }
    // What Varnish keeps, it answers by range itself, and refuses one it cannot satisfy.
    const page = await cached('/about');
    const part = await viaVarnish('/about', { headers: { range: 'bytes=0-99' } });
    assert.equal(part.status, 206);
    assert.equal(part.body, page.body.slice(0, 100));
    assert.equal((await viaVarnish('/about', { headers: { range: 'bytes=-0' } })).status, 416);
    assert.ok((await viaVarnish('/about', { headers: { range: 'bytes=junk' } })).status < 500);
  });

  test('a chunked body (with or without a chunk extension) is asked for its length: 411', async () => {
    for (const chunk of ['2;x=y', '2']) {
      const answer = await raw(
        [
          'POST /api/csp-report HTTP/1.1',
          'Host: 127.0.0.1',
          'Content-Type: application/csp-report',
          'Transfer-Encoding: chunked',
          'Connection: close',
          '',
          `${chunk}\r\n{}\r\n0\r\n\r\n`,
        ].join('\r\n'),
      );
      assert.equal(answer.status, 411, `chunk ${chunk}: ${answer.text.slice(0, 200)}`);
      assert.match(answer.text, /\r\ncontent-security-policy: /i);
    }
  });

  test('a path over 1,024 characters or a target over 4,096 is a 414, `//` in it or not', async () => {
    const long = 'segment/'.repeat(200);
    const requests: [string, string, string][] = [
      ['GET', `/services/payroll/${long}/${long}`, `Range: bytes=${'0-1,'.repeat(1500)}2-3\r\n`],
      ['POST', `//${long}`, 'Content-Type: application/csp-report\r\nContent-Length: 2\r\n'],
      ['GET', `/search?q=${'a'.repeat(4100)}`, ''],
    ];
    for (const [method, target, extra] of requests) {
      const answer = await raw(
        `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n{}`,
      );
      assert.equal(
        answer.status,
        414,
        `${method} ${target.slice(0, 40)}…: ${answer.text.slice(0, 200)}`,
      );
    }
  });

  test('a body cut off before its Content-Length is no 503 under /api/, one over 1 MB a 413, a contact post that is no form a 415', async () => {
    const post = (length: number, body: string) =>
      raw(
        `POST /api/csp-report HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/csp-report\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n${body}`,
      );
    const cut = await post(5000, '{"csp-report":{"blocked-uri":"https://x/');
    // The client closed its side: Varnish closes too (0), or answers 4xx; never a failed fetch.
    assert.ok(cut.status === 0 || (cut.status >= 400 && cut.status < 500), cut.text.slice(0, 200));
    assert.equal((await post(2 * 1024 * 1024, '{}')).status, 413);
    // The contact form's post is multipart: anything else is no message, refused before it is sent.
    const json = await raw(
      'POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\nConnection: close\r\n\r\n{"a":',
    );
    assert.equal(json.status, 415, json.text.slice(0, 200));
  });

  test('HTTP/1.0 without a host is a 400', async () => {
    const answer = await raw('GET /about HTTP/1.0\r\n\r\n');
    assert.equal(answer.status, 400);
  });
});

describe('the draft cookie', () => {
  test("a forged draft cookie is served from the cache; the build's own reaches the instance", async () => {
    const page = await cached('/services');
    // Next believes the last of two cookies of a name, and so does Varnish.
    const forgeries = ['forged', '0'.repeat(32), `${buildDraftModeId}x`];
    for (const value of [...forgeries, `${buildDraftModeId}; __prerender_bypass=forged`]) {
      const forged = await viaVarnish('/services', {
        headers: { ...browser, cookie: `a=b; __prerender_bypass=${value}` },
      });
      assert.equal(forged.status, 200, value);
      assert.equal(forged.headers['x-cache'], 'HIT', value);
      assert.equal(objectOf(forged), objectOf(page), value);
    }
    const draft = await viaVarnish('/services', {
      headers: { ...browser, cookie: `__prerender_bypass=${buildDraftModeId}` },
    });
    assert.equal(draft.headers['x-cache'], 'PASS');
    assert.equal(draft.status, 200);
    assert.match(draft.headers['cache-control'] ?? '', /no-store/);
    // Rendered for the editor alone (draft mode: no-store), and nobody else gets it.
    assert.equal(objectOf(await viaVarnish('/services', { headers: browser })), objectOf(page));
  });
});

describe("the site's hosts", () => {
  test('another host is refused with our headers, and makes no copy', async () => {
    for (const host of ['evil.example', 'www.solvik.example.evil.example', 'solvik.example']) {
      const answer = await viaVarnish('/about', { headers: { host } });
      assert.equal(answer.status, 421, host);
      assert.equal(answer.headers['cache-control'], 'no-store', host);
      assert.match(String(answer.headers['content-security-policy']), /default-src 'none'/);
    }
  });

  test("the site's name (any case, its default port) and loopback names are served, one copy for each", async () => {
    const site = await cached('/about', { host: 'www.solvik.example' });
    for (const host of ['WWW.Solvik.Example', 'www.solvik.example:443', 'www.solvik.example.']) {
      const answer = await viaVarnish('/about', { headers: { ...browser, host } });
      assert.equal(answer.status, 200, host);
      assert.equal(objectOf(answer), objectOf(site), host);
    }
    const local = await cached('/about');
    for (const host of ['localhost', 'localhost:1234', '127.0.0.1:9', '[::1]:8080']) {
      const answer = await viaVarnish('/about', { headers: { ...browser, host } });
      assert.equal(answer.status, 200, host);
      assert.equal(objectOf(answer), objectOf(local), host);
    }
  });
});

describe('per-visitor limits', () => {
  test('passes and misses beyond the limit get 429 with Retry-After; hits and others go on', async () => {
    const client = { port: proxyPort, proxyFrom: '198.51.100.40' };
    await cached('/about', {}, limitedPort);
    const madeUp = (n: number) => `/made-up-${Date.now()}-${n}`;
    for (let n = 0; n < fetchLimit; n++) {
      const answer = await send(proxyPort, madeUp(n), client);
      assert.equal(answer.status, 404, `miss ${n + 1} of ${fetchLimit}`);
    }
    const refused = await send(proxyPort, '/search?q=payroll', client);
    assert.equal(refused.status, 429);
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter >= 1 && retryAfter <= 11, `Retry-After: ${retryAfter}`);
    assert.match(String(refused.headers['content-security-policy']), /default-src 'none'/);
    assert.equal(refused.headers['x-frame-options'], 'DENY');
    // What the cache holds is still served to that visitor.
    const hit = await send(proxyPort, '/about', client);
    assert.equal(hit.status, 200);
    assert.match(hit.body, /<h1/);
    // Another visitor, and another network of IPv6 addresses, are not limited.
    assert.equal(
      (await send(proxyPort, madeUp(99), { ...client, proxyFrom: '198.51.100.41' })).status,
      404,
    );
    for (let n = 0; n < fetchLimit; n++) {
      const from = `2001:db8:0:7::${n + 1}`;
      assert.equal(
        (await send(proxyPort, madeUp(200 + n), { ...client, proxyFrom: from })).status,
        404,
      );
    }
    // The same /64, written another way: spent.
    const sameNetwork = { ...client, proxyFrom: '2001:db8:0:7:ffff::1' };
    assert.equal((await send(proxyPort, madeUp(300), sameNetwork)).status, 429);
    // This machine (the instances, monitoring) is never limited.
    for (let n = 0; n < fetchLimit * 2; n++) {
      assert.equal((await send(limitedPort, madeUp(400 + n))).status, 404);
    }
  });
});

describe('what leaves the edge', () => {
  test('no Server, Via or X-Varnish, and none of Next’s notes to itself on pages', async () => {
    const rscHeaders = { rsc: '1' };
    const rscTarget = (await send(instancePort, '/services', { headers: rscHeaders })).headers
      .location;
    assert.ok(rscTarget, 'Next redirects an RSC request without _rsc');
    const direct = await send(instancePort, '/about');
    assert.ok(
      Object.keys(direct.headers).some((name) => name.startsWith('x-nextjs-')),
      'the instance sends x-nextjs-* headers',
    );
    const answers: [string, Answer][] = [];
    for (const target of ['/', '/about', '/news', '/no-such-page', '/search?q=payroll']) {
      await visitor(target);
      answers.push([target, await visitor(target)]);
    }
    answers.push(['a 405', await visitor('/about', { method: 'DELETE' })]);
    answers.push(['a 421', await visitor('/about', { headers: { host: 'evil.example' } })]);
    for (const [what, answer] of answers) {
      for (const name of Object.keys(answer.headers)) {
        assert.doesNotMatch(name, /^(server|via|x-varnish|x-powered-by|x-nextjs-.*)$/, what);
      }
    }
    // Next's client reads its notes on an RSC payload: they stay there.
    const payload = await visitor(rscTarget, { headers: rscHeaders });
    assert.match(payload.headers['content-type'] ?? '', /^text\/x-component/);
    const fromInstance = await send(instancePort, rscTarget, { headers: rscHeaders });
    for (const name of ['x-nextjs-stale-time', 'x-nextjs-postponed']) {
      assert.equal(payload.headers[name], fromInstance.headers[name], name);
    }
    assert.equal(payload.headers['x-nextjs-cache'], undefined);
    // The purgers (this machine) still see which transactions served an answer.
    assert.match(String((await viaVarnish('/about')).headers['x-varnish']), /^\d+ \d+$/);
  });

  test("a client's own X-Visitor-Query is never added to a redirect", async () => {
    for (const [target, location] of [
      ['/careers', '/career'],
      ['/about/', '/about'],
      ['/careers?topic=demo', '/career?topic=demo'],
    ] as const) {
      const answer = await visitor(target, { headers: { 'x-visitor-query': '?evil=1' } });
      assert.equal(answer.status, 308, target);
      const { pathname, search } = new URL(answer.headers.location ?? '', 'http://localhost');
      assert.equal(pathname + search, location, target);
    }
  });
});
