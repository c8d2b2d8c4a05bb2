/**
 * The Redis cache handler on its own, against a real Redis, with a raw Redis client playing
 * the other instances: data entries (unstable_cache / fetch), explicit tags with the 'max'
 * profile, tag changes made elsewhere, and an outage. The two-instance test covers pages.
 *
 *   npm run test:multi-instance   (REDIS_TEST_PORT + 1, default 6381)
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as HandlerModule from '../../lib/cache/redis-cache-handler.ts';
import type RedisCacheHandler from '../../lib/cache/redis-cache-handler.ts';
import { redisServer, waitFor } from './cluster.ts';

const require = createRequire(import.meta.url);
const { nodeFs } = require('next/dist/server/lib/node-fs-methods.js');
const {
  tagsManifest,
} = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');

const redis = redisServer(Number(process.env.REDIS_TEST_PORT ?? 6380) + 1);
const distDir = mkdtempSync(path.join(tmpdir(), 'solvik-handler-'));
const PREFIX = 'handler-test:';
const BUILD_ID = 'test-build';
let handlerModule: typeof HandlerModule;
let handler: RedisCacheHandler;
let raw: Awaited<ReturnType<typeof redis.client>>;

/** What the tests read of an entry back from Redis. */
type StoredEntry = {
  value: {
    data: { body: string };
    status: number;
    rscData: unknown;
    segmentData: unknown;
  };
};
/** Next's context for a read of data tagged news. */
const newsFetch = { kind: 'FETCH', tags: ['news'], softTags: [] };

/** A data entry as unstable_cache stores it. */
const dataEntry = (body: unknown) => ({
  kind: 'FETCH',
  data: { headers: {}, body: JSON.stringify(body), status: 200, url: '' },
  revalidate: 3600,
});
const dataContext = (tags: string[]) => ({ fetchCache: true, tags, revalidate: 3600 });

beforeAll(async () => {
  await redis.start();
  mkdirSync(path.join(distDir, 'server'));
  writeFileSync(path.join(distDir, 'BUILD_ID'), BUILD_ID);
  process.env.REDIS_URL = redis.url;
  process.env.REDIS_KEY_PREFIX = PREFIX;
  // Generous on a busy test machine: these tests are about where entries go, not speed.
  process.env.REDIS_TIMEOUT_MS = '2000';
  handlerModule = await import('../../lib/cache/redis-cache-handler.ts');
  const context: ConstructorParameters<typeof RedisCacheHandler>[0] = {
    fs: nodeFs,
    serverDistDir: path.join(distDir, 'server'),
    flushToDisk: false,
    maxMemoryCacheSize: 0,
    revalidatedTags: [],
    _requestHeaders: {},
  };
  handler = new handlerModule.default(context);
  raw = await redis.client();
  await waitFor(async () => (await raw.clientList()).length >= 3, { what: 'handler connected' });
});

afterAll(async () => {
  await handlerModule?.closeRedisCache();
  await raw?.close().catch(() => {});
  await redis.remove();
  rmSync(distDir, { recursive: true, force: true });
});

test('entries keep their Buffers and Maps through Redis', () => {
  const entry = {
    lastModified: 1,
    value: {
      kind: 'APP_PAGE',
      html: '<h1>x</h1>',
      rscData: Buffer.from([0, 1, 254, 255]),
      segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      headers: { 'x-next-cache-tags': 'a,b' },
      status: 200,
    },
  };
  const back = handlerModule.deserializeEntry(handlerModule.serializeEntry(entry));
  assert.deepEqual(back, entry);
  assert.ok(Buffer.isBuffer(back.value.rscData));
  assert.ok(back.value.segmentData instanceof Map);
});

test('every entry expires: 404s soon, others after their own lifetime or the cap', () => {
  const settings = { maxTtlSeconds: 1000, notFoundTtlSeconds: 300 };
  const ttl = (entry: object) =>
    handlerModule.entryTtlSeconds(
      entry as Parameters<typeof handlerModule.entryTtlSeconds>[0],
      settings,
    );
  assert.equal(ttl({ value: { kind: 'APP_PAGE', status: 404 } }), 300);
  assert.equal(ttl({ value: null }), 300);
  assert.equal(ttl({ value: { kind: 'APP_PAGE' }, cacheControl: { expire: 600 } }), 600);
  assert.equal(ttl({ value: { kind: 'APP_PAGE' }, cacheControl: { expire: 31536000 } }), 1000);
  assert.equal(ttl({ value: dataEntry({}) }), 1000);
  assert.throws(
    () => handlerModule.redisCacheSettings({ REDIS_URL: 'redis://x', REDIS_TIMEOUT_MS: 'soon' }),
    /REDIS_TIMEOUT_MS must be a positive number/,
  );
  assert.throws(() => handlerModule.redisCacheSettings({}), /REDIS_URL is not set/);
});

test('a data entry written here is in Redis for the others, with a TTL', async () => {
  const key = `${PREFIX}entry:${BUILD_ID}:data-1`;
  // (Until the handler's connection is ready, a write reaches only the local copy.)
  const text = await waitFor(async () => {
    await handler.set('data-1', dataEntry({ posts: 6 }), dataContext(['news']));
    return raw.get(key);
  });
  const stored = handlerModule.deserializeEntry(String(text)) as StoredEntry;
  assert.deepEqual(JSON.parse(stored.value.data.body), { posts: 6 });
  const ttl = await raw.ttl(key);
  assert.ok(ttl > 0, `TTL ${ttl}`);
});

test('a data entry another instance wrote is read from Redis', async () => {
  const entry = { lastModified: Date.now(), value: dataEntry({ posts: 7 }) };
  // An unchanged version: the copy held here is served without fetching the entry.
  await raw.set(`${PREFIX}entry:${BUILD_ID}:data-1`, handlerModule.serializeEntry(entry));
  const unchanged = (await handler.get('data-1', newsFetch)) as StoredEntry | null;
  assert.deepEqual(JSON.parse(String(unchanged?.value.data.body)), { posts: 6 });
  // Writers set both, in one transaction.
  await raw.set(`${PREFIX}version:${BUILD_ID}:data-1`, String(entry.lastModified));
  const got = (await handler.get('data-1', newsFetch)) as StoredEntry | null;
  assert.deepEqual(JSON.parse(String(got?.value.data.body)), { posts: 7 });
});

test('a 404 for an address nobody holds is written nowhere; one that replaces an entry is', async () => {
  const route = (status: number) => ({
    kind: 'APP_ROUTE',
    status,
    body: Buffer.from('x'),
    headers: {},
  });
  const context = { cacheControl: { revalidate: 3600, expire: 31536000 } };
  for (let n = 0; n < 5; n++) await handler.set(`/sitemap/made-up-${n}`, route(404), context);
  assert.deepEqual(await raw.keys(`${PREFIX}*made-up*`), []);
  // Spread: to Jest's sandbox, node:fs's arrays are another realm's, which deepEqual tells apart.
  assert.deepEqual(
    [...readdirSync(distDir, { recursive: true })].filter((f) => f.includes('made-up')),
    [],
  );

  await handler.set('/sitemap/0.xml', route(200), context);
  await handler.set('/sitemap/0.xml', route(404), context);
  const stored = handlerModule.deserializeEntry(
    String(await raw.get(`${PREFIX}entry:${BUILD_ID}:/sitemap/0.xml`)),
  ) as StoredEntry;
  assert.equal(stored.value.status, 404);
});

test("revalidateTag(tag, 'max') marks the tag stale here and in Redis, and tells the others", async () => {
  const messages: string[] = [];
  const listener = raw.duplicate();
  await listener.connect();
  await listener.subscribe(`${PREFIX}tag-changes`, (message) => messages.push(message));
  try {
    const before = Date.now();
    const expire = 365 * 24 * 60 * 60;
    await handler.revalidateTag(['news'], { expire });

    const local = tagsManifest.get('news');
    assert.ok(local.stale >= before, 'stale now: served once more while it re-renders');
    assert.ok(local.expired >= before + expire * 1000, 'not expired: no blocking re-render');

    const record = JSON.parse(String(await raw.get(`${PREFIX}tag:news`)));
    assert.equal(record.stale, local.stale);
    assert.ok((await raw.ttl(`${PREFIX}tag:news`)) > 0);
    assert.ok(Number(await raw.zScore(`${PREFIX}tags`, 'news')) >= before);
    await waitFor(() => messages.length > 0, { what: 'the tag message' });
    assert.deepEqual(Object.keys(JSON.parse(String(messages[0])).tags), ['news']);
  } finally {
    await listener.close();
  }
});

test('a tag change made by another instance arrives here within 2 s', async () => {
  const at = Date.now();
  const record = { expired: at, at };
  // Pushed over pub/sub...
  await raw.set(`${PREFIX}tag:_N_T_/news/layout`, JSON.stringify(record));
  await raw.zAdd(`${PREFIX}tags`, { score: at, value: '_N_T_/news/layout' });
  await raw.publish(
    `${PREFIX}tag-changes`,
    JSON.stringify({ origin: 'other', tags: { '_N_T_/news/layout': record } }),
  );
  await waitFor(() => tagsManifest.get('_N_T_/news/layout')?.expired === at, {
    timeoutMs: 2000,
    what: 'the pushed tag change',
  });
  // ...or, when the message is lost, found by the poll.
  const later = { stale: at + 1, at: at + 1 };
  await raw.set(`${PREFIX}tag:post:made-up`, JSON.stringify(later));
  await raw.zAdd(`${PREFIX}tags`, { score: later.at, value: 'post:made-up' });
  await waitFor(() => tagsManifest.get('post:made-up')?.stale === later.stale, {
    timeoutMs: 2000,
    what: 'the polled tag change',
  });
});

test('with Redis down nothing fails or waits; once back, the tag change made meanwhile is written', async () => {
  await redis.stop();
  const down = async () => {
    try {
      await raw.ping();
      return false;
    } catch {
      return true;
    }
  };
  await waitFor(down, { what: 'Redis down' });
  const started = Date.now();
  const got = (await handler.get('data-1', newsFetch)) as StoredEntry | null;
  assert.deepEqual(JSON.parse(String(got?.value.data.body)), { posts: 7 }, 'the local copy');
  await handler.set('data-2', dataEntry({ posts: 8 }), dataContext(['news']));
  await handler.revalidateTag(['during-outage'], undefined);
  assert.ok(tagsManifest.get('during-outage')?.expired >= started);
  assert.ok(Date.now() - started < 1500, `took ${Date.now() - started} ms`);

  await redis.start();
  await raw.close().catch(() => {});
  raw = await redis.client();
  await waitFor(async () => (await raw.get(`${PREFIX}tag:during-outage`)) !== null, {
    timeoutMs: 10_000,
    what: 'the outage tag in Redis',
  });
});
