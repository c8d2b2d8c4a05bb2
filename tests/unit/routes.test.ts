/**
 * @jest-environment node
 */
import { config } from '@/proxy';
import { findRedirect, isUnknownTechSolutionPage, redirectRules, staticRoutes } from '@/lib/routes';

describe('route table', () => {
  it('has unique paths', () => {
    const paths = staticRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('the proxy matcher lists exactly the redirect sources, the tech-solution pages and paths with %', () => {
    expect([...config.matcher].sort()).toEqual(
      [...redirectRules.map((r) => r.source), '/tech-solution/:page', '/:path(.*%.*)'].sort(),
    );
  });

  it.each([
    ['/tech-solution/anything-else', true],
    ['/tech-solution/coming-soon', true],
    ['/tech-solution/expense', false],
    ['/tech-solution/netsuite', false],
    ['/tech-solution/global-erp/', false],
    ['/tech-solution', false],
    ['/tech-solution/expense/more', false],
  ])('%s is an unknown tech-solution page: %s', (path, unknown) => {
    expect(isUnknownTechSolutionPage(path)).toBe(unknown);
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
