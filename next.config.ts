import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import path from 'node:path';
import { securityHeaders } from './lib/security-headers';

const development = process.env.NODE_ENV === 'development';

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
    return [{ source: '/:path*', headers: securityHeaders({ development }) }];
  },
};

/**
 * With REDIS_URL, `next start` keeps pages, data and tag invalidations in Redis, shared by every
 * instance (README, "Deploying"). Only the server uses it: a build needs no Redis, and one build
 * serves both ways.
 */
export default function config(phase: string): NextConfig {
  if (phase !== PHASE_PRODUCTION_SERVER || !process.env.REDIS_URL) return nextConfig;
  return {
    ...nextConfig,
    cacheHandler: path.join(__dirname, 'lib/cache/redis-cache-handler.mjs'),
  };
}
