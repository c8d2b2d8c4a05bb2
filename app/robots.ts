import type { MetadataRoute } from 'next';
import { absoluteUrl, siteUrl } from '@/lib/env';

export default function robots(): MetadataRoute.Robots {
  return {
    // noindex pages stay crawlable on purpose: a crawler must fetch them to see the noindex.
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
    host: siteUrl.origin,
  };
}
