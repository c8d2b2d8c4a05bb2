/** @jest-environment node */
/*
 * What lib/next-internals takes from Next beyond its documented API (its README lists it). A
 * Next upgrade that moves or renames any of it fails here, before a page is served wrong. The HTML markup the rewrites read is checked on a
 * real build by tests/e2e/first-paint.spec.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { FileSystemCache } from '@/lib/next-internals/cache-handler.ts';
import { tagsManifest } from '@/lib/next-internals/tags-manifest.ts';

const require = createRequire(__filename);

/** The Next these internals were last checked against (lib/next-internals/README.md). */
const CHECKED_NEXT = /^16\.4\./;

test(`Next is the version lib/next-internals/first-paint was checked against (${CHECKED_NEXT.source})`, () => {
  const { version } = require('next/package.json') as { version: string };
  if (!CHECKED_NEXT.test(version)) {
    throw new Error(
      `Next ${version} is installed: go through lib/next-internals/README.md ("After a Next upgrade"), then update CHECKED_NEXT`,
    );
  }
});

test("the cache handlers' base class: Next's file-system cache, with get and set", () => {
  const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js')
    .default as { prototype: Record<string, unknown> };
  expect(typeof FileSystemCache).toBe('function');
  expect(typeof FileSystemCache.prototype.get).toBe('function');
  expect(typeof FileSystemCache.prototype.set).toBe('function');
});

test("the Redis handler's tag state: Next's tags manifest", () => {
  const manifest = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js');
  expect(manifest.tagsManifest).toBeInstanceOf(Map);
});

test('lib/next-internals hands out the very instances Next loads', () => {
  expect(FileSystemCache).toBe(
    require('next/dist/server/lib/incremental-cache/file-system-cache.js').default,
  );
  expect(tagsManifest).toBe(
    require('next/dist/server/lib/incremental-cache/tags-manifest.external.js').tagsManifest,
  );
});

test('the cache entry kinds the rewrites act on', () => {
  const { CachedRouteKind } = require('next/dist/server/response-cache/types.js');
  expect(CachedRouteKind).toMatchObject({ APP_PAGE: 'APP_PAGE', APP_ROUTE: 'APP_ROUTE' });
});

test("a page's first answer is the value its handler was given to keep (withOwnPolicy)", () => {
  // lib/cache/cached-pages.ts writes the policy into the value `set` receives, because Next
  // then sends that same value; tests/e2e/csp.spec.ts checks the outcome.
  const source = readFileSync(require.resolve('next/dist/server/response-cache/index.js'), 'utf8');
  expect(source).toMatch(/async handleRevalidate\(/);
  expect(source).toMatch(/incrementalCache\.set\(/);
});
