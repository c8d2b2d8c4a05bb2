/**
 * Site-wide configuration read from the environment, validated once. Contentful's settings
 * live with the news source in lib/news/config.ts.
 */
import { siteConfig } from './site-config';

function readSiteUrl(): URL {
  const raw = process.env.SITE_URL?.trim();
  if (!raw) return new URL(siteConfig.url);
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return new URL(url.origin);
  } catch {
    throw new Error(
      `SITE_URL must be an absolute http(s) URL such as ${siteConfig.url}; got "${raw}".`,
    );
  }
}

/** The origin every canonical URL, sitemap entry and social tag is built on. */
export const siteUrl: URL = readSiteUrl();

/** Turns a site path such as `/about` into an absolute URL on the configured origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, siteUrl).toString();
}
