import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import path from 'node:path';
import { noContentPolicy } from './lib/content-security-policy.ts';
import { defaultLocale, localePrefix, locales, routedPath } from './lib/i18n';
import { routeHandlerPaths, unknownTechSolutionRewrite } from './lib/routes';
import { unknownPathRewrites } from './lib/unknown-paths';
import { draftModeCookie, securityHeaders } from './lib/security-headers';
import { actionBodyLimitBytes } from './lib/next-internals/server-action-request';

const development = process.env.NODE_ENV === 'development';
const draftCookie = { type: 'cookie' as const, key: draftModeCookie };

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // proxy.ts answers a trailing slash itself, with the security headers Next's redirect lacks.
  skipTrailingSlashRedirect: true,
  // Next gzips every answer as it sends it: for a browser's request that is the largest part of
  // the CPU a page costs `next start` (docs/performance.md). Behind a proxy or CDN that
  // compresses, COMPRESS_RESPONSES=false leaves the work to it (docs/deploying.md, "In front").
  compress: process.env.COMPRESS_RESPONSES !== 'false',
  reactStrictMode: true,
  // Lets tests build a second copy of the site (against a fake CMS) beside the normal one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    formats: ['image/avif', 'image/webp'],
    // Next's default list goes on to 2048 and 3840 px, which no image here is shown at (the
    // widest, full-width on a 1023 px tablet at 2x, gets 1920): two srcset entries less per
    // image, in the markup and again in the RSC payload.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    // Every optimised image is a file of this site: static imports and the bundled demo news
    // images, without a query string. Anything else, made up, is a 400 instead of one more
    // file in .next/cache/images. Contentful's images are resized by Contentful
    // (lib/news/image-loader.ts), so no remote address is optimised here.
    localPatterns: [
      { pathname: '/_next/static/media/**', search: '' },
      { pathname: '/news/images/**', search: '' },
    ],
    remotePatterns: [],
    qualities: [75],
  },
  async headers() {
    // '/(.*)', not '/:path*': a source without a named parameter lets Next send the values as
    // they are, instead of compiling each one as a path template on every request.
    // Pages carry the policy the cache handlers write for them (lib/security-headers.ts);
    // `next dev` has no cache handler and allows inline scripts.
    const pages = development ? 'inline' : 'cached-page';
    return [
      {
        source: '/(.*)',
        missing: [draftCookie],
        headers: securityHeaders({ development, policy: pages }),
      },
      // Only draft-mode responses may be framed, and only by Contentful's editor (Live Preview).
      // Rendered per request, they allow inline scripts.
      {
        source: '/(.*)',
        has: [draftCookie],
        headers: securityHeaders({ development, draft: true, policy: 'inline' }),
      },
      ...routeHandlerPaths.map((source) => ({
        source,
        missing: [draftCookie],
        headers: [{ key: 'Content-Security-Policy', value: noContentPolicy }],
      })),
    ];
  },
  experimental: {
    // proxy.ts refuses a larger form with a 413 before Next would (with a 500).
    serverActions: { bodySizeLimit: actionBodyLimitBytes },
  },
  async rewrites() {
    return {
      beforeFiles: [
        // In draft mode the news pages are served by live-preview/news: a separate route, so
        // that the Live Preview SDK and its components never enter the JavaScript visitors
        // load (Next ships every client component a page imports, rendered or not). That route
        // checks the cookie's value itself and sends a forged or stale cookie to be cleared.
        ...locales.flatMap((locale) => [
          {
            source: `${localePrefix(locale)}/news`,
            has: [draftCookie],
            destination: routedPath('/live-preview/news', locale),
          },
          {
            source: `${localePrefix(locale)}/news/:slug((?!feed\\.xml$)[^/]+)`,
            has: [draftCookie],
            destination: routedPath('/live-preview/news/:slug', locale),
          },
        ]),
        // One page for every unknown tech-solution value (lib/routes.ts); the proxy sets 404.
        ...locales.map((locale) => unknownTechSolutionRewrite(locale)),
        // One 404 page per language for its paths that are no page; the proxy sets 404.
        ...unknownPathRewrites(),
      ],
      // English lives at the root: `/about` is app/(site)/[locale]/about with `en`. After the
      // files (public/, Next's own, the route handlers), before the dynamic routes, which
      // [locale] is: so a route handler with a parameter of its own is left alone.
      afterFiles: [
        { source: '/', destination: routedPath('/', defaultLocale) },
        {
          source: `/:path((?!${rootPathsNotEnglish()}).+)`,
          destination: routedPath('/:path', defaultLocale),
        },
      ],
      fallback: [],
    };
  },
};

/** What an English page's path never starts with: a language, or a route handler's dynamic path. */
function rootPathsNotEnglish(): string {
  const languages = locales.map((locale) => `${locale}(?:/|$)`);
  const handlers = routeHandlerPaths
    .filter((source) => source.includes(':'))
    .map((source) => source.slice(1).replace(/:\w+.*$/, ''));
  return [...languages, ...handlers].join('|');
}

/**
 * `next start` hands cached pages out with their own policy and, unless FIRST_PAINT=off, rewritten
 * for a fast first paint (lib/cache/cached-pages.ts, lib/next-internals/first-paint,
 * docs/first-paint.md).
 * With REDIS_URL it also keeps pages, data and tag invalidations in Redis, shared by every instance (docs/deploying.md). Only the server uses a
 * handler: a build needs neither, and one build serves both ways.
 */
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER) return nextConfig;
  const handler = process.env.REDIS_URL ? 'redis-cache-handler.ts' : 'file-system-cache-handler.ts';
  return { ...nextConfig, cacheHandler: path.join(__dirname, 'lib/cache', handler) };
}
