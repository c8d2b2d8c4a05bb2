/** @jest-environment node */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
// Next's file access for cache handlers, as `next start` passes it.
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import FileSystemCacheHandler from '@/lib/cache/file-system-cache-handler.ts';

let distDir: string;

beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'fs-cache-'));
  mkdirSync(path.join(distDir, 'server'));
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

const handler = () =>
  new FileSystemCacheHandler({
    fs: nodeFs,
    flushToDisk: true,
    serverDistDir: path.join(distDir, 'server'),
    revalidatedTags: [],
    _requestHeaders: {},
  });

const page = (status: number) => ({
  kind: 'APP_PAGE',
  html: `<!DOCTYPE html><html><body><h1>${status}</h1></body></html>`,
  rscData: Buffer.from('0:{}'),
  headers: {},
  postponed: undefined,
  status,
  segmentData: new Map(),
});

/** Every file the cache wrote, relative to the build folder. */
function written(dir = distDir): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)));
}

describe('FileSystemCacheHandler', () => {
  const ctx = { cacheControl: { revalidate: 3600, expire: 31536000 } };

  it('writes pages down', async () => {
    await handler().set('/news/a-real-post', page(200), ctx);
    expect(written().some((file) => file.endsWith('a-real-post.html'))).toBe(true);
  });

  it('writes down a 404 that replaces a page, or the page would be served on', async () => {
    const cache = handler();
    await cache.set('/news/unpublished', page(200), ctx);
    await cache.set('/news/unpublished', page(404), ctx);
    const entry = (await handler().get('/news/unpublished', { kind: 'APP_PAGE' })) as {
      value: { status: number };
    };
    expect(entry.value.status).toBe(404);
  });

  it('keeps no 404 for an address it holds nothing for: made-up ones cannot fill the disk', async () => {
    const cache = handler();
    for (let i = 0; i < 20; i++) await cache.set(`/news/made-up-${i}`, page(404), ctx);
    expect(written()).toEqual([]);
    expect(await cache.get('/news/made-up-0', { kind: 'APP_PAGE', isRoutePPREnabled: false })).toBe(
      null,
    );
  });

  it("keeps no route handler's 404 for an address it holds nothing for (a made-up sitemap file)", async () => {
    const route = (status: number) => ({
      kind: 'APP_ROUTE',
      status,
      body: Buffer.from('x'),
      headers: {},
    });
    const cache = handler();
    for (let i = 0; i < 20; i++) await cache.set(`/sitemap/made-up-${i}.xml`, route(404), ctx);
    expect(written()).toEqual([]);

    await cache.set('/sitemap/0.xml', route(200), ctx);
    await cache.set('/sitemap/0.xml', route(404), ctx);
    const entry = (await handler().get('/sitemap/0.xml', { kind: 'APP_ROUTE' })) as {
      value: { status: number };
    };
    expect(entry.value.status).toBe(404);
  });
});
