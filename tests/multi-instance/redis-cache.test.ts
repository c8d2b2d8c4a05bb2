/**
 * Two `next start` instances of one build (the .next-cms build against the fake Contentful API,
 * each instance on its own copy of it) sharing a real Redis, as behind a load balancer.
 *
 *   npm run build:cms && npm run test:multi-instance
 *
 * Ports (all on 127.0.0.1): MULTI_INSTANCE_PORT and the one after it for the two instances
 * (default 3130), FAKE_CDA_PORT for the fake CMS (default 4012 here), REDIS_TEST_PORT (default 6380).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from '../../lib/next-internals/inline-scripts.ts';
import { createFakeCda } from '../fake-cda/server.ts';
import {
  type Instance,
  copyBuild,
  projectDir,
  redisServer,
  startInstance,
  waitFor,
} from './cluster.ts';
import { cmsEnv, fakeCdaControl, postWebhook } from './contentful.ts';

const instancePort = Number(process.env.MULTI_INSTANCE_PORT ?? 3130);
const fakePort = Number(process.env.FAKE_CDA_PORT ?? 4012);
const redisPort = Number(process.env.REDIS_TEST_PORT ?? 6380);
const fakeOrigin = `http://127.0.0.1:${fakePort}`;

const postId = 'postNordicPayroll';
const slug = 'nordic-payroll-one-process';
const article = `/news/${slug}`;
const FAILURE_LOG = /\[redis-cache\] Redis at .* failed/g;

if (!existsSync(path.join(projectDir, cmsEnv.NEXT_DIST_DIR, 'BUILD_ID'))) {
  throw new Error(`${cmsEnv.NEXT_DIST_DIR} has no build: run \`npm run build:cms\` first.`);
}

const redis = redisServer(redisPort);
const fake = createFakeCda();
const builds: ReturnType<typeof copyBuild>[] = [];
/** Started by `before`. */
const instances = {} as Record<'a' | 'b', Instance>;

const instanceEnv = {
  ...cmsEnv,
  CONTENTFUL_HOST: `127.0.0.1:${fakePort}`,
  REDIS_URL: redis.url,
  SITE_URL: 'https://www.solvik.example',
};

/** Instance `name` (a or b) on a fresh copy of the build: it knows only what the build holds. */
async function startFresh(name: 'a' | 'b') {
  const distDir = `.next-multi-${name}`;
  builds.push(copyBuild(cmsEnv.NEXT_DIST_DIR, distDir));
  instances[name] = await startInstance({
    port: instancePort + (name === 'a' ? 0 : 1),
    distDir,
    env: instanceEnv,
  });
  return instances[name];
}

const { control, stats } = fakeCdaControl(fakeOrigin);

/** Contentful's publish webhook for the post (or another entry). */
const publishWebhook = (origin: string, id = postId) => postWebhook(origin, id);

/** Status and first-level heading of a page, and whether its stylesheet came inlined. */
async function visit(origin: string, pathname: string) {
  const response = await fetch(`${origin}${pathname}`);
  const html = await response.text();
  const h1 = /<h1\b[^>]*>([^<]*)</.exec(html)?.[1];
  const inlinedStylesheet =
    /<style data-precedence="next" data-inlined-from="\/_next\/static\//.test(html);
  return { status: response.status, h1, inlinedStylesheet };
}

/** Waits until `count` instances hold their two connections each (commands, tag channel). */
async function connectedInstances(count: number) {
  const client = await redis.client();
  try {
    await waitFor(async () => (await client.clientList()).length >= 2 * count + 1, {
      timeoutMs: 15_000,
      what: `${count} instances connected to Redis`,
    });
  } finally {
    await client.close();
  }
}

/** Publishes a new title through `via` and waits until every instance in `seeAt` shows it. */
async function publishTitle(title: string, via: Instance, seeAt: Instance[], withinMs = 2000) {
  await control(`entries/${postId}`, { fields: { title } });
  await publishWebhook(via.origin);
  const sent = Date.now();
  for (const instance of seeAt) {
    await waitFor(async () => (await visit(instance.origin, article)).h1 === title, {
      timeoutMs: Math.max(1, withinMs - (Date.now() - sent)),
      what: `"${title}" on ${instance.origin}`,
    });
  }
}

beforeAll(async () => {
  await redis.start();
  await fake.listen(fakePort);
  await Promise.all([startFresh('a'), startFresh('b')]);
  await connectedInstances(2);
});

afterAll(async () => {
  await Promise.all(Object.values(instances).map((instance) => instance.stop()));
  await fake.close();
  await redis.remove();
  for (const build of builds) build.remove();
});

test('a webhook sent to instance A refreshes the article on instance B within 2 s', async () => {
  const { a, b } = instances;
  // Both have served the built article: each holds a copy it would keep for an hour alone.
  for (const instance of [a, b]) {
    const page = await visit(instance.origin, article);
    assert.equal(page.status, 200);
    assert.equal(page.h1, 'One payroll process for four Nordic countries');
  }
  await publishTitle('Published through instance A', a, [b, a]);
  // B re-rendered the article or read A's from Redis: either way it leaves with the
  // stylesheet inlined (lib/next-internals/first-paint/inline-stylesheets.ts), as the build's copy did.
  assert.equal((await visit(b.origin, article)).inlinedStylesheet, true);
  // Each instance's policy is that of the HTML it hands out, whoever rendered it.
  for (const instance of [a, b]) {
    const response = await fetch(`${instance.origin}${article}`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const hashes = policy.match(/'sha256-[^']+'/g) ?? [];
    assert.deepEqual(hashes, inlineScriptHashes(await response.text()));
    assert.ok(hashes.length > 0);
  }
}, 60_000);

test('instance B restarted while the CMS fails serves the last published article', async () => {
  await instances.b.stop();
  await control('fail', { status: 500, count: 100_000 });
  try {
    // A fresh copy of the build: its own pre-rendered article still has the old title.
    const b = await startFresh('b');
    // (A request that came before the connection would be answered from the build's copy.)
    await connectedInstances(2);
    const page = await visit(b.origin, article);
    assert.equal(page.status, 200);
    assert.equal(page.h1, 'Published through instance A');
    // The pre-rendered pages come from the build at once.
    assert.equal((await visit(b.origin, '/services')).status, 200);
  } finally {
    await control('fail', { status: 500, count: 0 });
  }
}, 60_000);

test('with Redis down both instances answer from their copies; once back, publishes reach both', async () => {
  const { a, b } = instances;
  const logged: Record<string, number> = { a: a.output().length, b: b.output().length };
  await redis.stop();
  try {
    for (let round = 0; round < 5; round++) {
      for (const instance of [a, b]) {
        const page = await visit(instance.origin, article);
        assert.equal(page.status, 200);
        assert.equal(page.h1, 'Published through instance A');
        assert.equal((await visit(instance.origin, '/')).status, 200);
      }
    }
    // The outage is logged once per interval, not once per request.
    for (const [name, instance] of Object.entries({ a, b })) {
      const sinceStop = instance.output().slice(logged[name]);
      assert.equal(sinceStop.match(FAILURE_LOG)?.length, 1, sinceStop);
    }

    // A publish during the outage reaches the instance that got the webhook only...
    const duringOutage = 'Published through instance A while Redis was down';
    await publishTitle(duringOutage, a, [a]);
    assert.equal((await visit(b.origin, article)).h1, 'Published through instance A');

    await redis.start(); // empty: the restart lost every key
    await connectedInstances(2);
    // ...and the other one as soon as Redis is back.
    await waitFor(async () => (await visit(b.origin, article)).h1 === duringOutage, {
      timeoutMs: 5000,
      what: 'the publish made during the outage on instance B',
    });
    await publishTitle('Published through instance B after the outage', b, [a, b]);
  } finally {
    if (!redis.running) await redis.start();
  }
}, 60_000);

test('made-up slugs leave no key, made-up tags only keys that expire', async () => {
  const { a, b } = instances;
  for (let n = 0; n < 20; n++) {
    const instance = n % 2 ? a : b;
    assert.equal((await visit(instance.origin, `/news/made-up-${n}`)).status, 404);
    await publishWebhook(instance.origin, `madeUp${n}`);
  }
  const client = await redis.client();
  try {
    const maxTtl = 14 * 24 * 60 * 60;
    const keys = [];
    for await (const batch of client.scanIterator({ COUNT: 100 })) keys.push(...batch);
    assert.ok(keys.length > 0, 'the instances wrote to Redis');
    for (const key of keys) {
      const ttl = await client.ttl(key);
      assert.ok(ttl > 0 && ttl <= maxTtl, `${key} has TTL ${ttl}`);
    }
    assert.deepEqual(
      keys.filter((key) => key.includes('/news/made-up-')),
      [],
      'a 404 for an address nobody holds is not written',
    );
  } finally {
    await client.close();
  }
}, 60_000);

test('a publish through instance B while A is reading the post still reaches A', async () => {
  const { a, b } = instances;
  await publishTitle('Before the slow read', a, [a, b]);
  // A's next read of the post gets the post as it is when asked, 1.5 s later.
  await control('slow', { ms: 1_500, count: 1, match: `sys.id=${postId}` });
  await control('stats/reset');
  await publishWebhook(a.origin);
  assert.equal((await visit(a.origin, article)).h1, 'Before the slow read');
  await waitFor(async () => (await stats()).slowed === 1, {
    timeoutMs: 5000,
    what: "instance A's refresh reading the post",
  });
  // The editor's change lands on the other instance while A's read is under way.
  await publishTitle('Published through B during A’s read', b, [a, b], 8000);
}, 60_000);
