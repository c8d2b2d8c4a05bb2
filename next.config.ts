import type { NextConfig } from 'next';
import { draftModeCookie, securityHeaders } from './lib/security-headers';

const development = process.env.NODE_ENV === 'development';
const draftCookie = { type: 'cookie' as const, key: draftModeCookie };

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Lets tests build a second copy of the site (against a fake CMS) beside the normal one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{ protocol: 'https', hostname: 'images.ctfassets.net' }],
  },
  async headers() {
    return [
      { source: '/:path*', missing: [draftCookie], headers: securityHeaders({ development }) },
      // Only draft-mode responses may be framed, and only by Contentful's editor (Live Preview).
      {
        source: '/:path*',
        has: [draftCookie],
        headers: securityHeaders({ development, draft: true }),
      },
    ];
  },
  async rewrites() {
    // In draft mode the news pages are served by app/live-preview: a separate route, so that
    // the Live Preview SDK and its components never enter the JavaScript visitors load.
    // (Next ships every client component a page imports, rendered or not.) That route checks
    // the cookie's value itself and sends a forged or stale cookie to be cleared.
    return {
      beforeFiles: [
        { source: '/news', has: [draftCookie], destination: '/live-preview/news' },
        {
          source: '/news/:slug((?!feed\\.xml$)[^/]+)',
          has: [draftCookie],
          destination: '/live-preview/news/:slug',
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
