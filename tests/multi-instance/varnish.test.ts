/**
 * The cache tier in front (deploy/varnish): Debian's varnishd with the site's VCL before two
 * `next start` instances of the .next-cms build sharing a real Redis, against the fake
 * Contentful API. A publish shows through Varnish within 2 s and refetches only its pages;
 * HTML and RSC stay apart; forged draft cookies are served from the cache, and they and purges
 * without the token change nothing;
 * with every instance down the last pages are served.
 *
 *   npm run build:cms && npm run test:multi-instance
 *
 * Ports (127.0.0.1): VARNISH_TEST_PORT (default 6090) and the one after it (a Varnish before
 * a stub backend), CACHE_TEST_PORT and the one after it for the instances (default 3140),
 * FAKE_CDA_PORT (default 4013 here), REDIS_TEST_PORT (default 6381).
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Instance, cmsFrontDoor, varnishServer, waitFor } from './cluster.ts';
import { cmsEnv, postWebhook } from './contentful.ts';
import { type Answer, type SendOptions, browser, contactPost, send } from './requests.ts';

const varnishPort = Number(process.env.VARNISH_TEST_PORT ?? 6090);
const instancePort = Number(process.env.CACHE_TEST_PORT ?? 3140);
const fakePort = Number(process.env.FAKE_CDA_PORT ?? 4013);
const redisPort = Number(process.env.REDIS_TEST_PORT ?? 6381);
const token = 'test-purge-token-0123456789abcdef0123456789';

// The post a test changes, the article that shows it as related, and one that shows neither.
const changed = { id: 'postEinvoicing', path: '/news/nordic-e-invoicing-peppol' };
const relating = '/news/netsuite-oneworld-nordic-subsidiaries';
const unrelated = '/news/client-day-2026';

let site: Awaited<ReturnType<typeof cmsFrontDoor>>;

const viaVarnish = (target: string, options?: SendOptions) => send(varnishPort, target, options);
const h1 = (html: string) => /<h1\b[^>]*>([^<]*)</.exec(html)?.[1];
/** The transaction that fetched the object a hit was served from (`X-Varnish: req obj`). */
const objectOf = (response: Answer) =>
  (response.headers['x-varnish'] as string | undefined)?.split(' ')[1];

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

function purge(headers: Record<string, string>, localAddress?: string) {
  return viaVarnish('/', { method: 'PURGE', headers, localAddress });
}

beforeAll(async () => {
  site = await cmsFrontDoor({
    port: varnishPort,
    instancePorts: [instancePort, instancePort + 1],
    redisPort,
    cdaPort: fakePort,
    purgeToken: token,
  });
});

afterAll(() => site?.stop());

test('pages name their keys to Varnish, and the keys go no further', async () => {
  const direct = await send(instancePort, changed.path);
  assert.match(String(direct.headers.xkey ?? ''), /(^| )news:entry:postEinvoicing( |$)/);
  const page = await cached(changed.path);
  assert.equal(page.status, 200);
  assert.equal(page.headers.xkey, undefined);
  assert.equal(page.headers['content-encoding'], 'gzip');
  assert.match(page.headers.vary ?? '', /^rsc, next-router-state-tree, .*Accept-Encoding$/);
});

/**
 * An RSC request as Next's client makes it: with the `_rsc` hash of its headers, which Next
 * checks (a wrong one is answered with a redirect to the right one).
 */
async function rscRequest(target: string, headers: Record<string, string>) {
  const first = await send(instancePort, target, { headers });
  assert.equal(first.status, 307, `${target} without _rsc`);
  assert.ok(first.headers.location, `${target} redirects to its _rsc`);
  return first.headers.location;
}

test('HTML and RSC stay apart; cookies, tracking and router state do not split the cache', async () => {
  const html = await cached('/news');
  assert.match(html.headers['content-type'] ?? '', /^text\/html/);
  const rsc = { ...browser, rsc: '1', 'next-router-state-tree': '%5B%22%22%5D' };
  const payload = await cached(await rscRequest('/news', rsc), rsc);
  assert.match(payload.headers['content-type'] ?? '', /^text\/x-component/);
  assert.ok(!payload.body.includes('<html'), 'an RSC payload, not HTML');

  // Another router state (so another _rsc), with cookies: the same object.
  const otherState = { ...rsc, 'next-router-state-tree': '%5B%22%22%2C%7B%7D%5D', cookie: 'a=b' };
  const again = await viaVarnish(await rscRequest('/news', otherState), { headers: otherState });
  assert.equal(again.headers['x-cache'], 'HIT');
  assert.equal(objectOf(again), objectOf(payload));
  // A wrong _rsc for a payload Varnish does not hold: the instance redirects to the right one,
  // and the redirect is kept by nobody.
  const wrong = await viaVarnish('/contact?_rsc=forged', { headers: rsc });
  assert.equal(wrong.status, 307);
  const right = await viaVarnish(await rscRequest('/contact', rsc), { headers: rsc });
  assert.equal(right.status, 200);
  assert.match(right.headers['content-type'] ?? '', /^text\/x-component/);

  const visitor = await viaVarnish('/news?utm_source=mail&gclid=x1', {
    headers: { ...browser, cookie: 'solvik-consent=v1; _ga=GA1.1.1' },
  });
  assert.equal(objectOf(visitor), objectOf(html));
  assert.match(visitor.headers['content-type'] ?? '', /^text\/html/);

  // A prefetch is its own answer, never the page's HTML or its full payload.
  const prefetching = { ...rsc, 'next-router-prefetch': '1' };
  const prefetch = await viaVarnish(await rscRequest('/news', prefetching), {
    headers: prefetching,
  });
  assert.match(prefetch.headers['content-type'] ?? '', /^text\/x-component/);
  assert.notEqual(objectOf(prefetch), objectOf(payload));

  // Stored once, gzipped; a client that cannot take gzip gets the same object unzipped.
  const plain = await viaVarnish('/news', { headers: {} });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(objectOf(plain), objectOf(html));
  assert.equal(plain.body, html.body);
});

test('a forged draft cookie is served from the cache and poisons nothing; /api is never cached', async () => {
  await cached('/news');
  const forged = await viaVarnish('/news', {
    headers: { ...browser, cookie: '__prerender_bypass=forged' },
  });
  assert.equal(forged.headers['x-cache'], 'HIT');
  for (let n = 0; n < 2; n++) {
    const page = await viaVarnish('/news', { headers: browser });
    assert.equal(page.headers['x-frame-options'], 'DENY');
    assert.match(String(page.headers['content-security-policy'] ?? ''), /frame-ancestors 'none'/);
  }
  const api = await viaVarnish('/api/revalidate');
  assert.equal(api.status, 405);
  assert.equal(api.headers['x-cache'], 'PASS');
});

test("an editor's draft passes through Varnish (the build's draft-mode id), and is kept by nobody", async () => {
  const draft = {
    slug: 'year-end-checklist-2026',
    title: 'The year-end checklist for Nordic groups',
  };
  const secret = encodeURIComponent(cmsEnv.CONTENTFUL_DRAFT_SECRET);
  const enter = await viaVarnish(`/api/draft?secret=${secret}&slug=${draft.slug}`);
  assert.equal(enter.status, 307);
  const cookie = /^__prerender_bypass=[^;]+/.exec(String(enter.headers['set-cookie']))?.[0];
  assert.ok(cookie, 'draft mode sets its cookie');
  const page = await viaVarnish(`/news/${draft.slug}`, { headers: { ...browser, cookie } });
  assert.equal(page.status, 200);
  assert.equal(page.headers['x-cache'], 'PASS');
  assert.equal(h1(page.body), draft.title);
  assert.equal((await viaVarnish(`/news/${draft.slug}`, { headers: browser })).status, 404);
});

test('the edge answers absolute-form requests, dot segments and trailing slashes without leaving the site', async () => {
  // Varnish takes the host from an absolute-form request line, as HTTP says: not the site's.
  assert.equal((await viaVarnish('http://evil.example/news', { headers: browser })).status, 421);
  const absolute = await viaVarnish('http://localhost/news', { headers: browser });
  assert.equal(absolute.status, 200);
  assert.match(absolute.body, /<h1/);
  for (const target of ['/tech-solution/%2e%2e', '/news/%2E/x', '/about/..', '/a/./b?c']) {
    assert.equal((await viaVarnish(target)).status, 404, target);
  }
  const slash = await viaVarnish('http://localhost/news/');
  assert.equal(slash.status, 308);
  assert.equal(slash.headers.location, '/news');
  assert.match(slash.headers['strict-transport-security'] ?? '', /max-age=/);
});

test("a made-up path in either language is its language's 404 page, kept once per address", async () => {
  for (const [target, lang] of [
    [`/made-up-${Date.now()}`, 'en'],
    [`/sv/made-up-${Date.now()}`, 'sv'],
  ] as const) {
    const page = await cached(target);
    assert.equal(page.status, 404, target);
    assert.match(page.body, new RegExp(`<html lang="${lang}"`), target);
    assert.match(page.body, /<h1/, target);
    assert.equal(page.headers['cache-control'], 'public, max-age=0, must-revalidate', target);
    assert.equal(page.headers.xkey, undefined, target);
  }
});

test('the edge refuses methods a page does not answer, before they reach an instance', async () => {
  for (const [method, target] of [
    ['PUT', changed.path],
    ['DELETE', '/news'],
    ['POST', '/about'],
    ['POST', '/contact/more'],
    ['TRACE', '/api/draft'],
  ] as const) {
    const response = await viaVarnish(target, { method });
    assert.equal(response.status, 405, `${method} ${target}`);
    assert.equal(response.headers.allow, 'GET, HEAD');
  }
  // The webhook's POST still reaches the instances (refused there for want of a signature).
  assert.equal((await viaVarnish('/api/revalidate', { method: 'POST' })).status, 401);
});

test('the contact form posts through the edge to an instance, and nobody keeps the answer', async () => {
  const page = await cached('/contact');
  // Refused by the server's own checks: nothing goes on to HubSpot.
  const post = contactPost(page.body, {
    name: 'Anna Lindqvist',
    email: 'anna@nordbygg',
    company: 'Nordbygg AB',
    phone: '',
    topic: 'sales',
    message: 'We would like to talk about payroll in three countries.',
    website: '',
  });
  for (let n = 0; n < 2; n++) {
    const answer = await viaVarnish('/contact', { method: 'POST', ...post });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['x-cache'], 'PASS');
    assert.match(answer.headers['cache-control'] ?? '', /no-store/);
    assert.match(answer.body, /Enter an email address in the format/);
    assert.match(answer.body, /value="anna@nordbygg"/);
    // Rendered for this request: Next's scripts carry a nonce.
    assert.match(
      String(answer.headers['content-security-policy'] ?? ''),
      /script-src 'self' 'nonce-[^']+'/,
    );
  }
  const again = await viaVarnish('/contact', { headers: browser });
  assert.equal(again.headers['x-cache'], 'HIT');
  assert.equal(objectOf(again), objectOf(page));
  assert.doesNotMatch(again.body, /Enter an email address in the format/);
});

test('the Swedish contact form posts through the edge too, and is answered in Swedish', async () => {
  const page = await cached('/sv/contact');
  const post = contactPost(page.body, {
    name: 'Anna Lindqvist',
    email: 'anna@nordbygg',
    company: 'Nordbygg AB',
    phone: '',
    topic: 'sales',
    message: 'Vi vill prata om lön i tre länder.',
    website: '',
  });
  const answer = await viaVarnish('/sv/contact', { method: 'POST', ...post });
  assert.equal(answer.status, 200);
  assert.equal(answer.headers['x-cache'], 'PASS');
  assert.match(answer.headers['cache-control'] ?? '', /no-store/);
  assert.match(answer.body, /<html lang="sv"/);
  assert.match(answer.body, /Ange en e-postadress i formatet/);
});

test('a purge needs the token and an address of the ACL', async () => {
  const page = await cached('/about');
  const keys = { 'xkey-purge': 'site' };
  assert.equal((await purge(keys)).status, 401);
  assert.equal((await purge({ ...keys, authorization: 'Bearer wrong-token' })).status, 401);
  const outside = await purge({ ...keys, authorization: `Bearer ${token}` }, '127.0.0.2');
  assert.equal(outside.status, 403);
  const still = await viaVarnish('/about', { headers: browser });
  assert.equal(still.headers['x-cache'], 'HIT');
  assert.equal(objectOf(still), objectOf(page));
  const none = await purge({ authorization: `Bearer ${token}`, 'xkey-softpurge': 'news:none' });
  assert.equal(none.status, 200);
  assert.match(none.body, /Purged 0 objects/);
});

test('a publish shows through Varnish within 2 s, and only the pages that show the post are fetched again', async () => {
  const before: Record<string, string | undefined> = {};
  for (const target of [changed.path, relating, unrelated, '/news', '/about']) {
    before[target] = objectOf(await cached(target));
  }
  const title = 'Peppol e-invoicing, now in all four countries';
  await site.control(`entries/${changed.id}`, { fields: { title } });
  const answer = await postWebhook((site.instances[0] as Instance).origin, changed.id);
  const sent = Date.now();
  assert.deepEqual(answer.refreshed, [`news:entry:${changed.id}`, 'news:index', 'news:list']);

  // Visitors keep coming to the three pages that show the post: the first gets the page as
  // it was (soft purge), and within 2 s of the webhook every one shows the change.
  const shows = async (target: string) => (await viaVarnish(target, { headers: browser })).body;
  const seenAfterMs = await Promise.all(
    [changed.path, relating, '/news'].map(async (target) => {
      await waitFor(async () => (await shows(target)).includes(title), {
        timeoutMs: 2_000,
        intervalMs: 50,
        what: `the new title on ${target} through Varnish`,
      });
      return Date.now() - sent;
    }),
  );
  // Purged again once every instance has surely heard (lib/news/revalidate.ts): still fresh.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  assert.equal(h1(await shows(changed.path)), title);
  for (const target of [unrelated, '/about']) {
    const response = await viaVarnish(target, { headers: browser });
    assert.equal(response.headers['x-cache'], 'HIT', target);
    assert.equal(objectOf(response), before[target], `${target} was not fetched again`);
  }
  console.log(
    `# the new title showed through Varnish ${seenAfterMs.join(', ')} ms after the webhook`,
  );
}, 60_000);

test('an unpublished post answers 404 through Varnish within 2 s', async () => {
  await cached(changed.path);
  await site.control(`entries/${changed.id}/unpublish`);
  // Sent to the other instance: the change reaches the first through Redis.
  await postWebhook((site.instances[1] as Instance).origin, changed.id, 'unpublish');
  const gone = async (target: string) => {
    const response = await viaVarnish(target, { headers: browser });
    return target === '/news' ? !response.body.includes(changed.path) : response.status === 404;
  };
  await Promise.all(
    [changed.path, '/news'].map((target) =>
      waitFor(() => gone(target), {
        timeoutMs: 2_000,
        intervalMs: 50,
        what: `${target} without the post through Varnish`,
      }),
    ),
  );
}, 60_000);

test('with every instance down, Varnish serves the pages it has', async () => {
  const pages = ['/', '/news', relating, unrelated];
  for (const target of pages) await cached(target);
  await Promise.all(site.instances.map((instance) => instance.stop()));
  // Even once purged: the purged copy is what there is, and it is served.
  const purged = await purge({ authorization: `Bearer ${token}`, 'xkey-softpurge': 'site' });
  assert.match(purged.body, /Purged [1-9]\d* objects/);
  for (let round = 0; round < 2; round++) {
    for (const target of pages) {
      const response = await viaVarnish(target, { headers: browser });
      assert.equal(response.status, 200, target);
      assert.match(response.body, /<h1/);
    }
  }
  const never = await viaVarnish('/career');
  assert.equal(never.status, 503);
  assert.match(never.body, /cannot be reached right now/);
}, 60_000);

test('an instance answering 5xx never replaces a cached page', async () => {
  let failing = false;
  const stub = createServer((request, response) => {
    if (failing) return response.writeHead(500).end('broken');
    response
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 's-maxage=3600',
        xkey: 'site page',
      })
      .end(`<h1>good</h1>`);
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const second = varnishServer({
    port: varnishPort + 1,
    backendPorts: [(stub.address() as AddressInfo).port],
    env: { CACHE_PURGE_TOKEN: token },
  });
  await second.start();
  try {
    const get = () => send(varnishPort + 1, '/page');
    assert.equal((await get()).body, '<h1>good</h1>');
    failing = true;
    await send(varnishPort + 1, '/', {
      method: 'PURGE',
      headers: { authorization: `Bearer ${token}`, 'xkey-softpurge': 'page' },
    });
    for (let n = 0; n < 3; n++) {
      const response = await get();
      assert.equal(response.status, 200);
      assert.equal(response.body, '<h1>good</h1>');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // An address it never had is the instance's error, not kept.
    assert.equal((await send(varnishPort + 1, '/other')).status, 500);
  } finally {
    await second.remove();
    await new Promise((resolve) => stub.close(resolve));
  }
});
