/**
 * @jest-environment node
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
// @ts-expect-error -- Next's compiled copy has no types; it is what matches rewrites.
import { pathToRegexp } from 'next/dist/compiled/path-to-regexp';
import { NextRequest } from 'next/server';
import { config, proxy } from '@/proxy';
import { navigation } from '@/content/navigation';
import {
  findRedirect,
  isUnknownTechSolutionPage,
  newsPostPath,
  unknownTechSolutionPage,
  unknownTechSolutionRewrite,
  routeHandlerPaths,
  searchPath,
  staticRoutes,
} from '@/lib/routes';
import { localePrefix, locales, localizedPath } from '@/lib/i18n';
import { draftModeCookie } from '@/lib/security-headers';
import { siteConfig } from '@/lib/site-config';
import { isUnknownPath, notFoundPage, staticFiles, unknownPathRewrites } from '@/lib/unknown-paths';
import { routeExpectations } from '../e2e/expectations';

describe('route table', () => {
  it('has unique paths', () => {
    const paths = staticRoutes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("the proxy runs on every path but Next's hashed build files, and its matcher lists no route", () => {
    expect(config.matcher).toEqual(['/((?!_next/static/).*)']);
  });

  it.each([
    ['/en', '/'],
    ['/en/about', '/about'],
    ['/en/news/some-post?utm=x', '/news/some-post?utm=x'],
    ['/en/sv/about', '/sv/about'],
  ])(
    'answers %s, English under the prefix the route tree gives it, 308 to %s',
    async (path, to) => {
      const answer = await proxy(new NextRequest(`https://www.solvik.example${path}`));
      expect(answer.status).toBe(308);
      expect(answer.headers.get('location')).toBe(`https://www.solvik.example${to}`);
      expect(answer.headers.get('strict-transport-security')).toBeTruthy();
    },
  );

  it.each(['/english', '/enterprise', '/about'])(
    'leaves %s, which is not under /en, alone',
    async (path) => {
      expect((await proxy(new NextRequest(`https://www.solvik.example${path}`))).status).not.toBe(
        308,
      );
    },
  );

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

  describe('the rewrite of unknown tech-solution values', () => {
    const { source } = unknownTechSolutionRewrite();
    // As Next compiles a rewrite's source (next/dist/lib/build-custom-route.js).
    const matches = (path: string) =>
      pathToRegexp(source, [], { strict: true, sensitive: false }).test(path);

    it.each([
      '/tech-solution/anything-else',
      '/tech-solution/made-up-42',
      '/tech-solution/expenses',
      // A module's value in other letters is no page either: the route has no such value.
      '/tech-solution/Expense',
      '/tech-solution/NETSUITE',
    ])('rewrites %s', (path) => expect(matches(path)).toBe(true));

    it('rewrites a value in other letters in every language, to that language’s page', () => {
      for (const locale of locales) {
        const rewrite = unknownTechSolutionRewrite(locale);
        const path = localizedPath('/tech-solution/Expense', locale);
        expect(pathToRegexp(rewrite.source, [], { sensitive: false }).test(path)).toBe(true);
        expect(isUnknownTechSolutionPage(path)).toBe(true);
      }
    });

    it('leaves every page of the route table alone', () => {
      const pages = staticRoutes.filter((r) => r.path.startsWith('/tech-solution/'));
      expect(pages.length).toBeGreaterThan(5);
      for (const { path } of pages) expect(matches(path)).toBe(false);
      expect(matches('/tech-solution')).toBe(false);
      expect(matches('/tech-solution/expense/more')).toBe(false);
    });
  });

  it('the proxy answers an unknown tech-solution value 404', async () => {
    const response = await proxy(
      new NextRequest('https://www.solvik.example/tech-solution/made-up'),
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });

  it('lists every route handler, whose answers are not pages (their policy lets nothing run)', () => {
    const routeFiles = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? routeFiles(join(dir, entry.name))
          : entry.name === 'route.ts'
            ? [
                dir
                  .replace(/^app/, '')
                  .replace(/\/\([^)]+\)/g, '')
                  .replace(/\[(\w+)\]/g, ':$1'),
              ]
            : [],
      );
    // A handler under app/(site)/[locale] answers in every language, English at the root.
    const inEveryLanguage = (path: string): string[] =>
      path.startsWith('/:locale/')
        ? locales.map((locale) => localizedPath(path.slice('/:locale'.length), locale))
        : [path];
    expect([...routeHandlerPaths].sort()).toEqual(
      [...routeFiles('app').flatMap(inEveryLanguage), '/robots.txt'].sort(),
    );
  });

  it('the proxy lets no shared cache keep an answer to a request with the draft cookie', async () => {
    const request = new NextRequest('https://www.solvik.example/about', {
      headers: { cookie: `${draftModeCookie}=forged` },
    });
    expect((await proxy(request)).headers.get('cache-control')).toMatch(
      /^private, no-cache, no-store/,
    );
    const visitor = await proxy(new NextRequest('https://www.solvik.example/about'));
    expect(visitor.headers.get('cache-control')).toBeNull();
  });

  it.each([searchPath, `/sv${searchPath}`])(
    'the proxy gives %s a nonce policy of its own, kept by nobody, and the status of a refused query',
    async (path) => {
      const answer = async (query: string) =>
        proxy(new NextRequest(`https://www.solvik.example${path}${query}`));
      const first = await answer('?q=payroll');
      const policy = first.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
      expect(/script-src ([^;]+)/.exec(policy)?.[1]).not.toContain("'unsafe-inline'");
      expect((await answer('?q=payroll')).headers.get('content-security-policy')).not.toBe(policy);
      expect(first.headers.get('cache-control')).toMatch(/^private, no-cache, no-store/);
      expect(first.status).toBe(200);
      expect((await answer('')).status).toBe(200);
      expect((await answer(`?q=${'a'.repeat(10_000)}`)).status).toBe(414);
    },
  );

  it('each language has one rewrite of its paths that are no page, to its own 404 page', () => {
    expect(unknownPathRewrites().map((rewrite) => rewrite.destination)).toEqual(
      locales.map((locale) => notFoundPage(locale)),
    );
    expect(notFoundPage('en')).toBe('/en/page-not-found');
    expect(notFoundPage('sv')).toBe('/sv/page-not-found');
    expect(isUnknownPath('/svenska')).toBe(true);
  });

  it('the pages built for unknown paths and values are not pages of the route table', () => {
    expect(isUnknownTechSolutionPage(unknownTechSolutionPage)).toBe(true);
    expect(isUnknownTechSolutionPage(`/sv${unknownTechSolutionPage}`)).toBe(true);
    // The 404 page's own address, as a visitor could type it.
    for (const locale of locales) {
      expect(isUnknownPath(localizedPath('/page-not-found', locale))).toBe(true);
    }
  });

  // As Next compiles a rewrite's source (next/dist/lib/build-custom-route.js): the rewrite and
  // the proxy's 404 must agree on every path, or a page is answered 404 or a 404 with a page.
  const rewrittenBy = (source: string) => (path: string) =>
    pathToRegexp(source, [], { strict: true, sensitive: false }).test(path);
  const rewritten = (path: string) =>
    unknownPathRewrites().some(({ source }) => rewrittenBy(source)(path));

  describe.each(locales.map((locale) => [locale, localePrefix(locale)] as const))(
    '%s paths',
    (locale, prefix) => {
      it.each(staticRoutes.map((r) => (r.path === '/' ? prefix || '/' : `${prefix}${r.path}`)))(
        '%s is a page: neither rewritten to the 404 page nor answered 404',
        (path) => {
          expect(isUnknownPath(path)).toBe(false);
          expect(rewritten(path)).toBe(false);
        },
      );

      it.each([
        'news/a-post',
        'news/page/2',
        'news/feed.xml',
        'tech-solution/made-up',
        'live-preview/news',
        'live-preview/news/a-post',
      ])(`${prefix}/%s is left to its own route`, (path) => {
        expect(isUnknownPath(`${prefix}/${path}`)).toBe(false);
        expect(rewritten(`${prefix}/${path}`)).toBe(false);
      });

      it.each([
        'made-up',
        'about/more',
        'news/a/b',
        'services/made-up',
        'customers/made-up',
        'careers/more',
        'images/made-up.webp',
        'favicon.ico',
        'api/made-up',
        'index.html',
        // A page's or a file's path in other letters is no page either (Next matches sources
        // without regard to case, and serves pages and files at their own spelling only).
        'About',
        'News/a-post',
        'Images/home-hero.webp',
      ])(`${prefix}/%s is no page: rewritten to the 404 page and answered 404`, (path) => {
        expect(isUnknownPath(`${prefix}/${path}`)).toBe(true);
        expect(rewritten(`${prefix}/${path}`)).toBe(true);
        const [rewrite] = unknownPathRewrites().filter(({ source }) =>
          rewrittenBy(source)(`${prefix}/${path}`),
        );
        expect(rewrite?.destination).toBe(notFoundPage(locale));
      });

      it(`the proxy answers an unknown path under "${prefix}/" 404, a redirect source with its redirect`, async () => {
        const missing = await proxy(new NextRequest(`https://www.solvik.example${prefix}/made-up`));
        expect(missing.status).toBe(404);
        const moved = await proxy(new NextRequest(`https://www.solvik.example${prefix}/careers`));
        expect(moved.status).toBe(308);
        expect(new URL(moved.headers.get('location') ?? '').pathname).toBe(`${prefix}/career`);
      });
    },
  );

  // A made-up path under a language's prefix is left to that language's rewrite: the test of
  // each language's paths above finds its own 404 page for `/sv/made-up`.
  describe('English paths at the root that are no page of its own', () => {
    it.each([
      ...routeHandlerPaths.map((path) => path.replace(':file', '1.xml')),
      ...staticFiles(),
      '/sv',
      '/_next/static/chunks/main.js',
    ])('%s is answered by its own route, file or language', (path) => {
      expect(rewritten(path)).toBe(false);
      expect(isUnknownPath(path)).toBe(false);
    });
  });

  it.each([
    ['/services/netsuite', '/tech-solution/netsuite', true],
    ['/careers', '/career', true],
    ['/careers/', '/career', true],
    ['/blog', '/news', true],
    ['/blog/hello-world', '/news/hello-world', true],
    ['/events', '/news', false],
    ['/features', '/tech-solution', true],
    ['/sv/careers', '/sv/career', true],
    ['/sv/blog/hello-world', '/sv/news/hello-world', true],
  ])('redirects %s to %s', (from, to, permanent) => {
    expect(findRedirect(from)).toMatchObject({ destination: to, permanent });
  });

  it('leaves other paths alone', () => {
    expect(findRedirect('/career')).toBeUndefined();
    expect(findRedirect('/blog/a/b')).toBeUndefined();
  });
});

describe('route-content expectations', () => {
  it('has a row for every route of the route table', () => {
    const covered = new Set(routeExpectations.map((row) => row.path));
    const missing = staticRoutes.map((r) => r.path).filter((path) => !covered.has(path));
    expect(missing).toEqual([]);
  });
});

describe('links in the content', () => {
  const root = process.cwd();
  const knownPaths = new Set<string>(staticRoutes.map((r) => r.path));
  /** Hosts we link to on purpose: our own, the map, and the Swedish authorities the policies cite. */
  const allowedHosts = new Set(
    [siteConfig.url, siteConfig.adminLoginUrl, siteConfig.careersSiteUrl, siteConfig.mapsUrl]
      .map((url) => new URL(url).host)
      .concat(['www.imy.se', 'www.pts.se']),
  );

  /** Why a link does not resolve, or undefined when it does. */
  function problemWith(href: string): string | undefined {
    if (href.startsWith('#')) return undefined; // an anchor on the same page
    if (href.startsWith('mailto:')) {
      const address = href.slice('mailto:'.length).split('?')[0];
      return address === siteConfig.email || address === siteConfig.securityEmail
        ? undefined
        : 'mails an address that is not ours';
    }
    if (href.startsWith('tel:'))
      return href === siteConfig.phoneHref ? undefined : 'not our number';
    if (/^https?:\/\//.test(href)) {
      return allowedHosts.has(new URL(href).host) ? undefined : 'an external host not allowed';
    }
    if (!href.startsWith('/')) return 'neither a site path nor an external URL';
    const path = href.split(/[?#]/)[0] ?? href;
    if (knownPaths.has(path) || findRedirect(path)) return undefined;
    if (existsSync(join(root, 'public', path))) return undefined;
    if (routeHandlerPaths.includes(path)) return undefined;
    return 'no route, redirect, route handler or public file';
  }

  /** Every `href` and `path` string under a module's exports, with where it was found. */
  function linksIn(value: unknown, where: string, seen = new Set<unknown>()): [string, string][] {
    if (value === null || typeof value !== 'object' || seen.has(value)) return [];
    seen.add(value);
    return Object.entries(value).flatMap(([key, inner]) =>
      (key === 'href' || key === 'path') && typeof inner === 'string'
        ? [[`${where}.${key}`, inner] as [string, string]]
        : linksIn(inner, `${where}.${key}`, seen),
    );
  }

  const contentFiles = readdirSync(join(root, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .sort();

  it('finds the content modules and their links', () => {
    expect(contentFiles).toEqual(
      expect.arrayContaining(['home.ts', 'registry/services.ts', 'registry/modules.ts']),
    );
  });

  it.each(contentFiles)('every link in content/%s resolves', (file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exports: unknown = require(join(root, 'content', file));
    const problems = linksIn(exports, file)
      .map(([where, href]) => [where, href, problemWith(href)] as const)
      .filter(([, , problem]) => problem)
      .map(([where, href, problem]) => `${where} = ${href}: ${problem}`);
    expect(problems).toEqual([]);
  });

  it.each(locales)('every link of the header and footer resolves (%s)', (locale) => {
    const { mainNav, contactNavItem, loginNavItem, footerSections } = navigation(locale);
    const links = [
      ...mainNav.flatMap((item) => [item, ...(item.dropdownItems ?? [])]),
      contactNavItem,
      loginNavItem,
      ...footerSections.flatMap((section) => section.links),
    ];
    const problems = links
      .map((link) => [link.href, problemWith(link.href)] as const)
      .filter(([, problem]) => problem);
    expect(problems).toEqual([]);
  });

  it('catches a link that goes nowhere', () => {
    expect(problemWith('/tech-solution/invoicing')).toBeDefined();
    expect(problemWith('/services/netsuite')).toBeUndefined();
    expect(problemWith('/brand/solvik-logo-package.zip')).toBeUndefined();
    expect(problemWith('/brand/solvik-palette.json')).toBeUndefined();
    expect(problemWith('https://example.com/')).toBeDefined();
    expect(problemWith('mailto:someone@example.com')).toBeDefined();
  });
});

describe('newsPostPath', () => {
  it('puts a slug under /news, encoded', () => {
    expect(newsPostPath('hello-world')).toBe('/news/hello-world');
    expect(newsPostPath('a b/c?d')).toBe('/news/a%20b%2Fc%3Fd');
  });
});
