/**
 * @jest-environment node
 */
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import config from '@/next.config';
import { toTree } from '@/lib/news/preview-entries';
import { contentSecurityPolicy } from '@/lib/content-security-policy.ts';
import { draftModeCookie, securityHeaders } from '@/lib/security-headers';

jest.mock('next/headers', () => ({ draftMode: jest.fn() }));

// What `next start` reads (REDIS_URL unset here, so the shared cache handler is not wired).
const nextConfig = config(PHASE_PRODUCTION_SERVER);

const header = (headers: { key: string; value: string }[], key: string) =>
  headers.find((item) => item.key === key)?.value;

describe('security headers in and out of draft mode', () => {
  it("keep frame-ancestors 'none' and X-Frame-Options DENY for everyone else", () => {
    const headers = securityHeaders({ development: false, policy: 'inline' });
    expect(header(headers, 'Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(header(headers, 'X-Frame-Options')).toBe('DENY');
    expect(contentSecurityPolicy({ scriptHashes: [] })).toContain("frame-ancestors 'none'");
  });

  it("let only Contentful's app frame a draft, with no X-Frame-Options to contradict it", () => {
    const headers = securityHeaders({ development: false, draft: true, policy: 'inline' });
    const csp = header(headers, 'Content-Security-Policy') ?? '';
    expect(csp).toMatch(/(^|; )frame-ancestors https:\/\/app\.contentful\.com(;|$)/);
    expect(header(headers, 'X-Frame-Options')).toBeUndefined();
    // Nothing else is relaxed, but eval for the Live Preview SDK (is-generator-function).
    const strict = contentSecurityPolicy({});
    expect(strict).not.toContain("'unsafe-eval'");
    expect(csp.replace(/frame-ancestors [^;]+/, '').replace(" 'unsafe-eval'", '')).toBe(
      strict.replace(/frame-ancestors [^;]+/, ''),
    );
  });

  it('are chosen in next.config.ts by the draft cookie, one set or the other, never both', async () => {
    const rules = ((await nextConfig.headers?.()) ?? []).filter((rule) => rule.source === '/(.*)');
    const withCookie = rules.filter((rule) => rule.has?.some((c) => c.key === draftModeCookie));
    const withoutCookie = rules.filter((rule) =>
      rule.missing?.some((c) => c.key === draftModeCookie),
    );
    expect(rules).toHaveLength(2);
    expect(withCookie).toHaveLength(1);
    expect(header(withoutCookie[0]?.headers ?? [], 'X-Frame-Options')).toBe('DENY');
    // Pages out of draft mode carry the policy their cache entry gives them, and no other.
    expect(header(withoutCookie[0]?.headers ?? [], 'Content-Security-Policy')).toBeUndefined();
    expect(header(withCookie[0]?.headers ?? [], 'Content-Security-Policy')).toContain(
      'frame-ancestors https://app.contentful.com',
    );
  });
});

describe('draft pages rewrite', () => {
  it('sends /news and /news/{slug} to the live-preview route only with the draft cookie', async () => {
    const rewrites = await nextConfig.rewrites?.();
    if (!rewrites || Array.isArray(rewrites)) throw new Error('expected beforeFiles rewrites');
    // The draft rules are the ones to the live-preview route; the others leave /news alone.
    const all = rewrites.beforeFiles ?? [];
    const rules = all.filter((rule) => rule.destination.startsWith('/en/live-preview/'));
    for (const rule of all) {
      if (!rules.includes(rule)) expect(rule.source).not.toMatch(/^\/news\b/);
    }
    expect(rules.map((rule) => [rule.source, rule.destination])).toEqual([
      ['/news', '/en/live-preview/news'],
      [expect.stringMatching(/^\/news\/:slug/), '/en/live-preview/news/:slug'],
    ]);
    for (const rule of rules) expect(rule.has).toEqual([{ type: 'cookie', key: draftModeCookie }]);
    // The feed is not an article.
    const slugPattern = new RegExp(`^${rules[1]?.source.replace('/news/:slug', '')}$`);
    expect('feed.xml').not.toMatch(slugPattern);
    expect('year-end-checklist-2026').toMatch(slugPattern);
  });
});

describe('toTree', () => {
  it('turns a cycle of resolved entries into links, keeping the rest', () => {
    const a: Record<string, unknown> = { sys: { id: 'a', type: 'Entry' }, fields: { title: 'A' } };
    const b = { sys: { id: 'b', type: 'Entry' }, fields: { title: 'B', related: [a] } };
    (a.fields as Record<string, unknown>).related = [b];
    const tree = toTree(a);
    expect(JSON.parse(JSON.stringify(tree))).toEqual({
      sys: { id: 'a', type: 'Entry' },
      fields: {
        title: 'A',
        related: [
          {
            sys: { id: 'b', type: 'Entry' },
            fields: {
              title: 'B',
              related: [{ sys: { type: 'Link', linkType: 'Entry', id: 'a' } }],
            },
          },
        ],
      },
    });
  });

  it('copies an entry met twice side by side, not as a link', () => {
    const author = { sys: { id: 'au', type: 'Entry' }, fields: { name: 'Ana' } };
    const tree = toTree({ first: author, second: author });
    expect(tree.second).toEqual(author);
  });
});
