/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createNonce, perRequestPolicy } from '@/lib/per-request-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const scriptSources = (policy: string) =>
  /(?:^|; )script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];

const distDir = mkdtempSync(path.join(tmpdir(), 'per-request-policy-'));
const previousDistDir = process.env.NEXT_DIST_DIR;

beforeAll(() => {
  mkdirSync(path.join(distDir, 'server', 'app', 'en'), { recursive: true });
  writeFileSync(
    path.join(distDir, 'server', 'app', 'en', 'contact.html'),
    '<html><head><script>theme()</script></head><body><script>payload()</script></body></html>',
  );
  process.env.NEXT_DIST_DIR = distDir;
});

afterAll(() => {
  if (previousDistDir === undefined) delete process.env.NEXT_DIST_DIR;
  else process.env.NEXT_DIST_DIR = previousDistDir;
  rmSync(distDir, { recursive: true, force: true });
});

describe('the policy of a page rendered for its request', () => {
  it("runs scripts by the request's nonce and the pre-rendered page's head scripts by hash", () => {
    const sources = scriptSources(perRequestPolicy('/contact', 'bm9uY2Utb25l'));
    expect(sources).toEqual(
      expect.arrayContaining(["'self'", "'nonce-bm9uY2Utb25l'", sha256('theme()')]),
    );
    // The body's scripts are that rendering's own: this one's carry the nonce.
    expect(sources).not.toContain(sha256('payload()'));
    expect(sources).not.toContain("'unsafe-inline'");
  });

  it('gives each request its own nonce, with the same head hashes', () => {
    const first = scriptSources(perRequestPolicy('/contact', 'Zmlyc3Q='));
    const second = scriptSources(perRequestPolicy('/contact', 'c2Vjb25k='));
    expect(first).toContain("'nonce-Zmlyc3Q='");
    expect(second).toContain("'nonce-c2Vjb25k='");
    expect(second).not.toContain("'nonce-Zmlyc3Q='");
    expect(first.filter((source) => source.startsWith("'sha256-"))).toEqual(
      second.filter((source) => source.startsWith("'sha256-")),
    );
  });

  it('allows the nonce alone when the page was not pre-rendered (next dev)', () => {
    const sources = scriptSources(perRequestPolicy('/no-such-page', 'YWxvbmU='));
    expect(sources.filter((source) => source !== "'self'")).toEqual(["'nonce-YWxvbmU='"]);
  });
});

describe('createNonce', () => {
  it('makes 128 random bits, base64, different each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
