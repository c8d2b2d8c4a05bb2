/**
 * The front door as visitors meet it: Debian's varnishd with the site's VCL before one
 * `next start` of the build, with a second listener that speaks the PROXY protocol as a TLS
 * terminator does. Each visitor's address gets its own budget for the contact form and the
 * CSP reports, wherever TLS ends, and nobody can write theirs; bad requests get a 4xx with our
 * security headers; a query no page reads makes no new copy; what leaves the edge is what
 * docs/deploying.md says.
 *
 *   npm run build && npm run test:multi-instance
 *
 * Ports (127.0.0.1): VARNISH_TEST_PORT + 3 to + 6 (default 6093 to 6096: two Varnishes, each
 * with a PROXY listener), CACHE_TEST_PORT + 5 for the instance (default 3145). Clients use
 * 127.0.0.2 to 127.0.0.9.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createFakeHubSpot } from '../fake-hubspot/server.ts';
import {
  type Instance,
  copyBuild,
  projectDir,
  startInstance,
  varnishServer,
  waitFor,
} from './cluster.ts';
import { type Answer, type SendOptions, browser, contactPost, send } from './requests.ts';

const varnishPort = Number(process.env.VARNISH_TEST_PORT ?? 6090) + 3;
const proxyPort = varnishPort + 1;
const instancePort = Number(process.env.CACHE_TEST_PORT ?? 3140) + 5;
const limit = 2;

if (!existsSync(path.join(projectDir, '.next', 'BUILD_ID'))) {
  throw new Error('.next has no build: run `npm run build` first.');
}

const hubspot = createFakeHubSpot();
const outboxDir = mkdtempSync(path.join(tmpdir(), 'solvik-edge-outbox-'));
const varnish = varnishServer({
  port: varnishPort,
  proxyPort,
  backendPorts: [instancePort],
  env: { CACHE_PURGE_TOKEN: 'edge-test-purge-token-0123456789abcdef' },
});
let build: ReturnType<typeof copyBuild> | undefined;
let instance: Instance | undefined;
let contactPage: string;

const viaVarnish = (target: string, options?: SendOptions) => send(varnishPort, target, options);
const direct = (target: string, options?: SendOptions) => send(instancePort, target, options);

beforeAll(async () => {
  await new Promise<void>((resolve) => hubspot.listen(0, '127.0.0.1', resolve));
  build = copyBuild('.next', '.next-edge');
  instance = await startInstance({
    port: instancePort,
    distDir: '.next-edge',
    env: {
      COMPRESS_RESPONSES: 'false',
      CONTACT_RATE_LIMIT: String(limit),
      CONTACT_OUTBOX_DIR: outboxDir,
      HUBSPOT_FORMS_URL: `http://127.0.0.1:${(hubspot.address() as AddressInfo).port}`,
      // What a deployment without the variable gets: this machine, where Varnish runs here.
      TRUSTED_PROXIES: '',
    },
  });
  await varnish.start();
  await waitFor(async () => (await viaVarnish('/robots.txt')).status === 200, {
    timeoutMs: 20_000,
    what: 'Varnish in front of the instance',
  });
  contactPage = (await viaVarnish('/contact', { headers: browser })).body;
});

afterAll(async () => {
  await echo?.remove();
  await varnish.remove();
  await instance?.stop();
  await new Promise((resolve) => hubspot.close(resolve));
  build?.remove();
  rmSync(outboxDir, { recursive: true, force: true });
});

/**
 * A second Varnish with the site's VCL, before a stub instance that answers with the URL and
 * the forwarding headers it was sent (started on first use, removed after the tests).
 */
let echo: { port: number; proxyPort: number; remove(): Promise<void> } | undefined;
async function echoingEdge() {
  if (echo) return echo;
  const stub = createServer((request, response) => {
    const forwarded = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => /forward|real-ip|client-ip/.test(name)),
    );
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify({ url: request.url, forwarded }));
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const port = varnishPort + 2;
  const edge = varnishServer({
    port,
    proxyPort: port + 1,
    backendPorts: [(stub.address() as AddressInfo).port],
  });
  await edge.start();
  echo = {
    port,
    proxyPort: port + 1,
    async remove() {
      await edge.remove();
      await new Promise((resolve) => stub.close(resolve));
    },
  };
  return echo;
}

const message = {
  name: 'Anna Lindqvist',
  email: 'anna@nordbygg.example',
  company: 'Nordbygg AB',
  phone: '',
  topic: 'sales',
  message: 'We would like to talk about payroll in three countries.',
  website: '',
};
const spam = { ...message, website: 'https://cheap-seo.example' };
const limited = /Too many messages from your network/;
const accepted = /Thank you, we have your message/;

/** How a test connects: the port, and send's options (a loopback address, a PROXY header). */
type How = {
  port?: number;
  headers?: Record<string, string>;
  localAddress?: string;
  proxyFrom?: string;
};

/** Posts the contact form; `how` picks the connection (see send) and adds headers. */
async function postContact(
  values: Record<string, string>,
  { port = varnishPort, headers = {}, ...how }: How = {},
) {
  const post = contactPost(contactPage, values);
  const answer = await send(port, '/contact', {
    method: 'POST',
    body: post.body,
    headers: { ...post.headers, ...headers },
    ...how,
  });
  assert.equal(answer.status, 200);
  return answer.body;
}

/** Spends an address's whole budget, then shows it is spent. */
async function spendBudget(how: How) {
  for (let n = 0; n < limit; n++) assert.match(await postContact(message, how), accepted);
  assert.match(await postContact(message, how), limited);
}

describe("the visitor's address", () => {
  test('two visitors through the edge have a budget each, whatever they claim to be', async () => {
    await spendBudget({ localAddress: '127.0.0.2' });
    assert.match(await postContact(message, { localAddress: '127.0.0.3' }), accepted);
    // Claiming another address through the edge changes nothing: Varnish writes the header.
    const forged = { 'x-forwarded-for': '127.0.0.3', 'x-real-ip': '127.0.0.3' };
    assert.match(
      await postContact(message, { localAddress: '127.0.0.2', headers: forged }),
      limited,
    );
  });

  test('a forged X-Forwarded-For sent straight to the instance is not believed', async () => {
    for (let n = 0; n < limit; n++) {
      const headers = { 'x-forwarded-for': `203.0.113.${n + 1}` };
      const body = await postContact(message, {
        port: instancePort,
        localAddress: '127.0.0.4',
        headers,
      });
      assert.match(body, accepted);
    }
    const headers = { 'x-forwarded-for': '203.0.113.99' };
    const body = await postContact(message, {
      port: instancePort,
      localAddress: '127.0.0.4',
      headers,
    });
    assert.match(body, limited);
  });

  test("a bot's honeypot posts spend no budget, its own address's or anyone else's", async () => {
    const before = (await hubspotSubmissions()).length;
    for (let n = 0; n < limit + 3; n++) {
      assert.match(await postContact(spam, { localAddress: '127.0.0.5' }), accepted);
    }
    assert.equal((await hubspotSubmissions()).length, before, 'nothing of the bot is sent');
    assert.match(await postContact(message, { localAddress: '127.0.0.5' }), accepted);
    assert.match(await postContact(message, { localAddress: '127.0.0.6' }), accepted);
  });

  test("behind a TLS terminator, the PROXY protocol's address is the visitor's", async () => {
    const terminator = (client: string) => ({ port: proxyPort, proxyFrom: client });
    await spendBudget(terminator('198.51.100.20'));
    assert.match(await postContact(message, terminator('198.51.100.21')), accepted);
    // IPv6 visitors count by their /64 network.
    assert.match(await postContact(message, terminator('2001:db8::21')), accepted);
    assert.match(await postContact(message, terminator('2001:db8::22')), accepted);
    assert.match(await postContact(message, terminator('2001:db8::23')), limited);
    assert.match(await postContact(message, terminator('2001:db8:0:1::23')), accepted);
    // The visitor's own X-Forwarded-For is no more believed behind the terminator.
    const claim = {
      ...terminator('198.51.100.20'),
      headers: { 'x-forwarded-for': '198.51.100.22' },
    };
    assert.match(await postContact(message, claim), limited);
  });

  test('the instances hear of one hop: the visitor, as the connection or the PROXY header says', async () => {
    const { port, proxyPort } = await echoingEdge();
    const claims = {
      'x-forwarded-for': '203.0.113.5',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      forwarded: 'for=203.0.113.5;host=evil.example',
      'x-real-ip': '203.0.113.5',
    };
    const heard = async (options: SendOptions) =>
      JSON.parse((await send(port, '/heard', options)).body);
    assert.deepEqual((await heard({ localAddress: '127.0.0.2', headers: claims })).forwarded, {
      'x-forwarded-for': '127.0.0.2',
    });
    const behindTerminator = await send(proxyPort, '/heard', {
      proxyFrom: '198.51.100.30',
      headers: claims,
    });
    assert.deepEqual(JSON.parse(behindTerminator.body).forwarded, {
      'x-forwarded-for': '198.51.100.30',
    });
  });

  test('CSP reports are limited per visitor too', async () => {
    const report = ({ port = varnishPort, headers = {}, ...how }: How) =>
      send(port, '/api/csp-report', {
        method: 'POST',
        headers: { 'content-type': 'application/csp-report', ...headers },
        body: JSON.stringify({ 'csp-report': { 'document-uri': 'https://www.solvik.example/' } }),
        ...how,
      });
    const perMinute = 10;
    for (let n = 0; n < perMinute; n++) {
      assert.equal((await report({ localAddress: '127.0.0.7' })).status, 204);
    }
    assert.equal((await report({ localAddress: '127.0.0.7' })).status, 429);
    assert.equal((await report({ localAddress: '127.0.0.8' })).status, 204);
    for (let n = 0; n < perMinute; n++) {
      const forged = { 'x-forwarded-for': `203.0.113.${n + 1}` };
      const answer = await report({
        port: instancePort,
        localAddress: '127.0.0.9',
        headers: forged,
      });
      assert.equal(answer.status, 204);
    }
    const forged = { 'x-forwarded-for': '203.0.113.99' };
    const answer = await report({ port: instancePort, localAddress: '127.0.0.9', headers: forged });
    assert.equal(answer.status, 429);
  });
});

async function hubspotSubmissions() {
  const response = await fetch(
    `http://127.0.0.1:${(hubspot.address() as AddressInfo).port}/__control/submissions`,
  );
  return (await response.json()) as { headers: Record<string, string | undefined> }[];
}

/** The headers lib/security-headers.ts puts on an answer that is no page, as the instance sends them. */
async function originSecurityHeaders() {
  const { headers } = await direct('/robots.txt');
  const names = [
    'content-security-policy',
    'reporting-endpoints',
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'permissions-policy',
  ];
  for (const name of names) assert.ok(headers[name], `the instance sends ${name}`);
  return Object.fromEntries(names.map((name) => [name, headers[name]]));
}

function assertSecurityHeaders(response: Answer, expected: Record<string, unknown>, what: string) {
  for (const [name, value] of Object.entries(expected)) {
    assert.equal(response.headers[name], value, `${what}: ${name}`);
  }
}

describe('bad requests at the edge', () => {
  test("the edge's own answers carry the instances' security headers", async () => {
    const expected = await originSecurityHeaders();
    const cases: [string, string, SendOptions, number][] = [
      ['a dot segment', '/about/..', {}, 404],
      ['a method no page answers', '/about', { method: 'DELETE' }, 405],
      ['a request target that is no path', '*', { method: 'OPTIONS' }, 400],
      ['a purge without the token', '/', { method: 'PURGE' }, 401],
      ['a purge from outside', '/', { method: 'PURGE', localAddress: '127.0.0.2' }, 403],
    ];
    for (const [what, target, options, status] of cases) {
      const response = await viaVarnish(target, options);
      assert.equal(response.status, status, what);
      assert.match(response.headers['content-type'] ?? '', /^text\/plain/, what);
      assertSecurityHeaders(response, expected, what);
    }
  });

  test('an address with empty segments is redirected by the edge, with our headers', async () => {
    const expected = await originSecurityHeaders();
    for (const [target, location] of [
      ['//services', '/services'],
      ['/news//client-day-2026/', '/news/client-day-2026'],
      ['///services//global-payroll?ref=a', '/services/global-payroll?ref=a'],
    ] as const) {
      const response = await viaVarnish(target);
      assert.equal(response.status, 308, target);
      assert.equal(response.headers.location, location, target);
      assertSecurityHeaders(response, expected, target);
    }
  });

  test('a Next router header given twice is a 400, and stores nothing under the real key', async () => {
    const expected = await originSecurityHeaders();
    const prefetch = { rsc: '1', 'next-router-prefetch': '1' };
    const segment = { ...prefetch, 'next-router-segment-prefetch': '/_tree' };
    // The _rsc hash Next wants for these headers (it redirects to it without one).
    const target = (await direct('/services', { headers: segment })).headers.location;
    assert.match(target ?? '', /_rsc=/);
    assert.ok(target);
    const doubled = await viaVarnish(target, {
      headers: [
        ...Object.entries(segment),
        ['next-router-segment-prefetch', '/services/__PAGE__'],
      ] as [string, string][],
    });
    assert.equal(doubled.status, 400);
    assertSecurityHeaders(doubled, expected, 'a doubled router header');
    const single = await viaVarnish(target, { headers: segment });
    assert.equal(single.status, 200);
    assert.match(single.headers['content-type'] ?? '', /^text\/x-component/);
  });

  test('a query no page reads makes no new copy; the routes that read theirs keep it', async () => {
    const page = await cached('/services');
    for (const target of ['/services?x=1', '/services?utm_source=mail&y=2', '/services?']) {
      const response = await viaVarnish(target, { headers: browser });
      assert.equal(response.headers['x-cache'], 'HIT', target);
      assert.equal(objectOf(response), objectOf(page), target);
    }
    // A redirect hands the visitor's query on, though the instance never saw it.
    for (const [target, location] of [
      ['/about/?ref=mail', '/about?ref=mail'],
      ['/about/?ref=other&x=1', '/about?ref=other&x=1'],
      ['/careers?topic=demo', '/career?topic=demo'],
    ] as const) {
      const redirect = await viaVarnish(target);
      assert.equal(redirect.status, 308, target);
      const { pathname, search } = new URL(redirect.headers.location ?? '', 'http://localhost');
      assert.equal(pathname + search, location, target);
    }
    const image = '/_next/image?url=%2Fnews%2Fimages%2Favatar-maria-ekstrom.webp&w=640&q=75';
    const optimized = await cached(image, { accept: 'image/webp' });
    const extra = await viaVarnish(`${image}&x=1&utm_source=mail`, {
      headers: { accept: 'image/webp' },
    });
    assert.equal(objectOf(extra), objectOf(optimized));
    const smaller = await viaVarnish(image.replace('w=640', 'w=750'), {
      headers: { accept: 'image/webp' },
    });
    assert.equal(smaller.status, 200);
    assert.notEqual(objectOf(smaller), objectOf(optimized));
  });
});

test('the instances get the query only where a route reads it', async () => {
  const { port } = await echoingEdge();
  for (const [target, heard] of [
    ['/services?x=1&utm_source=mail', '/services'],
    ['/services?x=1&_rsc=abc', '/services?_rsc=abc'],
    ['/language?utm_source=a&to=sv&path=%2Fnews&x=1', '/language?path=%2Fnews&to=sv'],
    ['/search?x=1&q=payroll', '/search?q=payroll'],
    ['/sv/search?q=l%C3%B6n&page=2&x=1', '/sv/search?page=2&q=l%C3%B6n'],
    ['/_next/image?w=640&url=%2Fa.webp&q=75&x=1', '/_next/image?q=75&url=%2Fa.webp&w=640'],
  ] as const) {
    const answer = await send(port, target);
    assert.equal(JSON.parse(answer.body).url, heard, target);
  }
});

describe('what leaves the edge', () => {
  test('pages are revalidated downstream, and the edge answers 304 while nothing changed', async () => {
    for (const target of ['/services', '/news', '/news/feed.xml', '/sitemap.xml', '/robots.txt']) {
      const first = await cached(target);
      assert.equal(first.headers['cache-control'], 'public, max-age=0, must-revalidate', target);
      const { etag, 'last-modified': modified } = first.headers;
      assert.ok(etag || modified, `${target} has a validator`);
      const conditional: Record<string, string> = etag
        ? { 'if-none-match': etag }
        : { 'if-modified-since': String(modified) };
      const again = await viaVarnish(target, { headers: { ...browser, ...conditional } });
      assert.equal(again.status, 304, target);
      assert.equal(again.body, '');
    }
  });

  test('the header table of docs/deploying.md is what the instance and the edge send', async () => {
    const rows = cacheTable(readFileSync(path.join(projectDir, 'docs/deploying.md'), 'utf8'));
    const home = (await viaVarnish('/')).body;
    const asset = /\/_next\/static\/[^"']+\.js/.exec(home)?.[0];
    assert.ok(asset, 'the home page loads a build asset');
    let checked = 0;
    for (const row of rows) {
      for (const example of row.examples) {
        const target: string = example.startsWith('/_next/static/') ? asset : example;
        const origin = await direct(target);
        const sent = origin.headers['cache-control'] ?? 'none';
        assert.ok(row.origin.includes(sent), `${target}: next start sends ${sent}`);
        await viaVarnish(target);
        const edge = await viaVarnish(target);
        assert.equal(
          edge.headers['cache-control'] ?? 'none',
          row.edge,
          `${target}: leaving the edge`,
        );
        assert.doesNotMatch(edge.headers['cache-control'] ?? '', /s-maxage|stale-/, target);
        assert.equal(edge.headers['x-cache'] === 'HIT', row.kept, `${target}: kept by Varnish`);
        checked += 1;
      }
    }
    assert.ok(checked >= 10, `${checked} examples checked`);
  });
});

/**
 * The rows of the table in docs/deploying.md whose header names what leaves the edge: each
 * row's example addresses, what next start may send (any `code` of its column), whether
 * Varnish keeps it, and what leaves the edge (`none` for no header).
 */
function cacheTable(markdown: string) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^\| answer .*\| leaves the edge with/.test(line));
  assert.ok(start >= 0, 'docs/deploying.md has the table');
  const rows: {
    answer: string;
    examples: string[];
    origin: string[];
    kept: boolean;
    edge: string;
  }[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [, answer = '', examples = '', origin = '', kept = '', edge = ''] = line
      .split('|')
      .map((cell) => cell.trim());
    const codes = (cell: string) => [...cell.matchAll(/`([^`]*)`/g)].map(([, code = '']) => code);
    rows.push({
      answer,
      examples: [...examples.matchAll(/`(\/[^`]*)`/g)].map(([, path = '']) => path),
      origin: codes(origin).length ? codes(origin) : ['none'],
      kept: !/^no\b/.test(kept),
      edge: codes(edge)[0] ?? 'none',
    });
  }
  return rows;
}

/** Asks for `target` until Varnish answers it from its cache. */
async function cached(target: string, headers: Record<string, string> = browser) {
  return waitFor(
    async () => {
      const response = await viaVarnish(target, { headers });
      return response.headers['x-cache'] === 'HIT' ? response : null;
    },
    { timeoutMs: 10_000, intervalMs: 250, what: `${target} cached by Varnish` },
  );
}

/** The transaction that fetched the object a hit was served from (`X-Varnish: req obj`). */
const objectOf = (response: Answer) =>
  (response.headers['x-varnish'] as string | undefined)?.split(' ')[1];

test("with the instance down, Varnish's own 503 carries our headers too", async () => {
  const expected = await originSecurityHeaders();
  assert.ok(instance);
  await instance.stop();
  const down = await viaVarnish('/career?never-asked');
  assert.equal(down.status, 503);
  assert.match(down.body, /cannot be reached right now/);
  assertSecurityHeaders(down, expected, 'a backend error');
});
