/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { createCachedPageRewriter, withOwnPolicy } from '@/lib/cache/cached-pages.ts';

const html =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>' +
  '<script src="/_next/static/chunks/main.js" async=""></script></head><body><h1>Hello</h1></body></html>';

const entry = (page: unknown, kind = 'APP_PAGE') => ({
  lastModified: 1,
  value: { kind, html: page, rscData: Buffer.from('rsc'), status: 200 },
});

let distDir: string;

beforeEach(() => {
  distDir = mkdtempSync(path.join(tmpdir(), 'cached-pages-'));
  mkdirSync(path.join(distDir, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(distDir, 'static', 'chunks', 'site.css'), 'body{color:red}');
});
afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe('createCachedPageRewriter', () => {
  it('inlines the stylesheet and moves the scripts, without changing the cached entry', () => {
    const rewrite = createCachedPageRewriter(distDir);
    const cached = entry(html);
    const served = rewrite(cached);
    expect(served.value.html).toContain('<style data-precedence="next"');
    expect(served.value.html).toContain('href="/_next/static/chunks/main.js" data-after-paint=""');
    expect(served.value.html).not.toContain('<script src=');
    expect(served.value.rscData).toBe(cached.value.rscData);
    expect(cached.value.html).toBe(html);
    // Rewritten once, however often it is served.
    expect(rewrite(cached).value).toBe(served.value);
  });

  it('names the keys of pages and route answers for the cache in front', () => {
    const rewrite = createCachedPageRewriter(distDir);
    const headers = { 'x-next-cache-tags': '_N_T_/news/page,news:index,news:list' };
    const page = { lastModified: 1, value: { ...entry(html).value, headers } };
    const route = {
      lastModified: 1,
      value: { kind: 'APP_ROUTE', body: Buffer.from('<rss/>'), status: 200, headers },
    };
    expect(rewrite(page).value.headers).toEqual({
      ...headers,
      xkey: 'site news:list',
      'content-security-policy': expect.stringContaining("script-src 'self' 'sha256-"),
    });
    expect(rewrite(route).value.headers).toEqual({ ...headers, xkey: 'site news:list' });
    expect(rewrite(route).value.body).toBe(route.value.body);
    expect(page.value.headers).toEqual(headers);
  });

  it('passes through what is not a page or a route answer', () => {
    const rewrite = createCachedPageRewriter(distDir);
    const fetchData = { lastModified: 1, value: { kind: 'FETCH', data: {} } };
    expect(rewrite(fetchData)).toBe(fetchData);
    expect(rewrite(null)).toBeNull();
    expect(rewrite(undefined)).toBeUndefined();
  });
});

describe('the policy of a served page', () => {
  const scriptsOf = (page: string) =>
    [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/src=|ld\+json/.test(attributes ?? ''))
      .map(
        ([, , body]) =>
          `'sha256-${createHash('sha256')
            .update(body ?? '')
            .digest('base64')}'`,
      );
  const page = html.replace(
    '</body>',
    '<script>self.__next_f.push([1,"a"])</script><script type="application/ld+json">{"@type":"Thing"}</script></body>',
  );

  it('lists the hash of every inline script the served HTML runs, and allows no other', () => {
    const rewrite = createCachedPageRewriter(distDir);
    const served = rewrite(entry(page)).value as { headers?: unknown; html?: unknown };
    const policy = (served.headers as Record<string, string>)['content-security-policy'] ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(policy)?.[1]?.split(' ') ?? [];
    // Our after-paint script (added by the rewrite) and Next's payload push.
    expect(scriptsOf(served.html as string)).toHaveLength(2);
    for (const hash of scriptsOf(served.html as string)) expect(scriptSrc).toContain(hash);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
  });

  it('changes when a script changes', () => {
    const rewrite = createCachedPageRewriter(distDir);
    const policy = (value: unknown) =>
      ((value as { headers: Record<string, string> }).headers ?? {})['content-security-policy'];
    const changed = page.replace('[1,"a"]', '[1,"b"]');
    expect(policy(rewrite(entry(changed)).value)).not.toBe(policy(rewrite(entry(page)).value));
  });

  it('gives a page Next has just rendered the policy of its own HTML, in place (what it sends)', () => {
    const value = { kind: 'APP_PAGE', html: page, headers: { 'x-next-cache-tags': 'a' } };
    expect(withOwnPolicy(value)).toBe(value);
    const policy = value.headers as Record<string, string>;
    expect(policy['x-next-cache-tags']).toBe('a');
    for (const hash of scriptsOf(page)) expect(policy['content-security-policy']).toContain(hash);
    const fetched = { kind: 'FETCH', data: {} };
    expect(withOwnPolicy(fetched)).toEqual({ kind: 'FETCH', data: {} });
  });
});
