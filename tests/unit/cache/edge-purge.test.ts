/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { edgePurgeConfig, purgeEdgeCaches } from '@/lib/cache/edge-purge.ts';

const token = 'a'.repeat(40);

type Seen = { method?: string; authorization?: string; soft?: string; hard?: string };

/** A stand-in for Varnish's purge endpoint that answers `statuses` in turn, then 200. */
async function purgeEndpoint(statuses: number[] = []) {
  const seen: Seen[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    seen.push({
      method: request.method,
      authorization: request.headers.authorization,
      soft: request.headers['xkey-softpurge'] as string | undefined,
      hard: request.headers['xkey-purge'] as string | undefined,
    });
    const status = statuses.shift() ?? 200;
    response.writeHead(status).end(status === 200 ? 'Purged 3 objects\n' : 'no\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const quiet = () => ({ error: jest.fn() });

describe('edgePurgeConfig', () => {
  it('is off without CACHE_PURGE_URLS', () => {
    expect(edgePurgeConfig({})).toBeNull();
    expect(edgePurgeConfig({ CACHE_PURGE_URLS: ' ' })).toBeNull();
  });

  it('reads every cache and the token', () => {
    const config = edgePurgeConfig({
      CACHE_PURGE_URLS: 'http://10.0.0.8:6081, https://cache.example/ignored/path',
      CACHE_PURGE_TOKEN: token,
    });
    expect(config?.urls.map(String)).toEqual(['http://10.0.0.8:6081/', 'https://cache.example/']);
    expect(config?.token).toBe(token);
  });

  it.each([
    [{ CACHE_PURGE_URLS: 'varnish:6081', CACHE_PURGE_TOKEN: token }, /CACHE_PURGE_URLS/],
    [{ CACHE_PURGE_URLS: 'ftp://x', CACHE_PURGE_TOKEN: token }, /CACHE_PURGE_URLS/],
    [{ CACHE_PURGE_URLS: 'http://x:6081' }, /CACHE_PURGE_TOKEN/],
    [{ CACHE_PURGE_URLS: 'http://x:6081', CACHE_PURGE_TOKEN: 'short' }, /CACHE_PURGE_TOKEN/],
  ])('names the variable that is wrong (%o)', (env, message) => {
    expect(() => edgePurgeConfig(env)).toThrow(message);
  });
});

describe('purgeEdgeCaches', () => {
  it('soft-purges the keys at every cache with the token', async () => {
    const [a, b] = [await purgeEndpoint(), await purgeEndpoint()];
    const config = edgePurgeConfig({
      CACHE_PURGE_URLS: `${a.url},${b.url}`,
      CACHE_PURGE_TOKEN: token,
    });
    const results = await purgeEdgeCaches(['news:entry:p', 'news:list', 'news:list'], { config });
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    for (const endpoint of [a, b]) {
      expect(endpoint.seen).toEqual([
        { method: 'PURGE', authorization: `Bearer ${token}`, soft: 'news:entry:p news:list' },
      ]);
      await endpoint.close();
    }
  });

  it('purges hard when asked, in batches that fit a header', async () => {
    const cache = await purgeEndpoint();
    const config = edgePurgeConfig({ CACHE_PURGE_URLS: cache.url, CACHE_PURGE_TOKEN: token });
    const keys = Array.from({ length: 150 }, (_, i) => `news:entry:${i}`);
    await purgeEdgeCaches(keys, { config, soft: false });
    expect(cache.seen.map((s) => s.hard?.split(' ').length)).toEqual([100, 50]);
    await cache.close();
  });

  it('retries a cache that fails or cannot be reached, logging each failure', async () => {
    const flaky = await purgeEndpoint([500, 502]);
    const log = quiet();
    const config = edgePurgeConfig({
      CACHE_PURGE_URLS: `${flaky.url},http://127.0.0.1:1`,
      CACHE_PURGE_TOKEN: token,
    });
    const results = await purgeEdgeCaches(['site'], { config, delaysMs: [5, 5, 5], log });
    expect(results).toEqual([
      { cache: flaky.url, ok: true, attempts: 3 },
      expect.objectContaining({ cache: 'http://127.0.0.1:1', ok: false, attempts: 4 }),
    ]);
    expect(flaky.seen).toHaveLength(3);
    expect(log.error).toHaveBeenCalledTimes(2 + 4);
    expect(log.error.mock.calls.at(-1)?.[0]).toMatch(/giving up/);
    await flaky.close();
  });

  it('does not ask again when the cache refuses the purge (a wrong token or address)', async () => {
    const refusing = await purgeEndpoint([401]);
    const log = quiet();
    const config = edgePurgeConfig({ CACHE_PURGE_URLS: refusing.url, CACHE_PURGE_TOKEN: token });
    const [result] = await purgeEdgeCaches(['site'], { config, delaysMs: [5, 5], log });
    expect(result).toEqual(expect.objectContaining({ ok: false, attempts: 1 }));
    expect(log.error.mock.calls[0]?.[0]).toMatch(/401 no.*giving up/);
    await refusing.close();
  });

  it('does nothing without caches or keys', async () => {
    const cache = await purgeEndpoint();
    const config = edgePurgeConfig({ CACHE_PURGE_URLS: cache.url, CACHE_PURGE_TOKEN: token });
    expect(await purgeEdgeCaches(['site'], { config: null })).toEqual([]);
    expect(await purgeEdgeCaches([], { config })).toEqual([]);
    expect(cache.seen).toHaveLength(0);
    await cache.close();
  });
});
