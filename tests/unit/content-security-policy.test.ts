/** @jest-environment node */
import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  noContentPolicy,
  pagePolicy,
} from '@/lib/content-security-policy.ts';
import { inlineScriptHashes } from '@/lib/next-internals/inline-scripts.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (policy: string, name: string) =>
  new RegExp(`(?:^|; )${name} ([^;]+)`).exec(policy)?.[1]?.split(' ') ?? [];

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script as the browser does, once each', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script>a()</script>' +
      '<script type="text/javascript">c("é")</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()'), sha256('c("é")')]);
  });

  it('leaves out scripts loaded from a file and data blocks, which need no hash', () => {
    const html =
      '<script src="/_next/static/a.js" async=""></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script async src=/x.js></script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('the policies', () => {
  it('lets a pre-rendered page run its own inline scripts and no other', () => {
    const policy = pagePolicy('<head><script>first()</script></head><script>second()</script>');
    expect(directive(policy, 'script-src')).toEqual(
      expect.arrayContaining(["'self'", sha256('first()'), sha256('second()')]),
    );
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'report-to')).toEqual(['csp']);
  });

  it('allows inline scripts only where pages are rendered per request (draft mode)', () => {
    expect(directive(contentSecurityPolicy({ draft: true }), 'script-src')).toContain(
      "'unsafe-inline'",
    );
    expect(directive(contentSecurityPolicy({}), 'script-src')).not.toContain("'unsafe-eval'");
  });

  it('lets nothing run in an answer that is not a page', () => {
    expect(directive(noContentPolicy, 'default-src')).toEqual(["'none'"]);
    expect(directive(noContentPolicy, 'frame-ancestors')).toEqual(["'none'"]);
  });
});
