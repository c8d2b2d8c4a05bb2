/**
 * @jest-environment node
 */
import { config } from '@/proxy';
import { findRedirect, redirectRules, staticRoutes } from '@/lib/routes';

describe('route table', () => {
  it('has unique paths', () => {
    const paths = staticRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('the proxy matcher lists exactly the redirect sources', () => {
    expect([...config.matcher].sort()).toEqual(redirectRules.map((r) => r.source).sort());
  });

  it.each([
    ['/services/netsuite', '/tech-solution/netsuite', true],
    ['/careers', '/career', true],
    ['/careers/', '/career', true],
    ['/blog', '/news', true],
    ['/blog/hello-world', '/news/hello-world', true],
    ['/events', '/news', false],
  ])('redirects %s to %s', (from, to, permanent) => {
    expect(findRedirect(from)).toMatchObject({ destination: to, permanent });
  });

  it('leaves other paths alone', () => {
    expect(findRedirect('/career')).toBeUndefined();
    expect(findRedirect('/blog/a/b')).toBeUndefined();
  });
});
