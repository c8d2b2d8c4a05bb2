import type { NextConfig } from 'next';
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

export default nextConfig;
