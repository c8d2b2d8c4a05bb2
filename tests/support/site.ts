import type { APIRequestContext } from '@playwright/test';
import { SITE_URL } from '@/playwright.config';
import { anchorHrefs, findTags } from './html';

/** The origin the server under test writes into canonical URLs, the sitemap and social tags. */
export const SITE_ORIGIN = new URL(SITE_URL).origin;

/** The route table's wildcard row: an unknown tech-solution page answers 404, noindex. */
export const UNKNOWN_TECH_SOLUTION_PATH = '/tech-solution/anything-else';
/** A path no route matches: the site's 404 page. */
export const NOT_FOUND_PATH = '/no-such-page';

/** A news article's path: `/news/<slug>` or `/sv/news/<slug>`, not the feed or the list. */
export const NEWS_ARTICLE_PATH = /^(?:\/sv)?\/news\/[^/.?#]+$/;

/**
 * The entries of /sitemap.xml: each URL as written (absolute, on the configured origin), its
 * lastmod, and its language alternates (`hreflang` → `href` of its `xhtml:link`s).
 */
export async function sitemapEntries(
  request: APIRequestContext,
): Promise<{ url: string; lastmod?: string; alternates: Record<string, string> }[]> {
  const response = await request.get('/sitemap.xml');
  if (!response.ok()) throw new Error(`/sitemap.xml answered ${response.status()}`);
  const xml = await response.text();
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry = '']) => ({
    url: /<loc>\s*([^<\s]+)\s*<\/loc>/.exec(entry)?.[1] ?? '',
    lastmod: /<lastmod>\s*([^<\s]+)\s*<\/lastmod>/.exec(entry)?.[1],
    alternates: Object.fromEntries(
      findTags(entry, 'xhtml:link').map((link) => [link.hreflang ?? '', link.href ?? '']),
    ),
  }));
}

/** The URLs listed in /sitemap.xml, as written (absolute, on the configured origin). */
export async function sitemapUrls(request: APIRequestContext): Promise<string[]> {
  return (await sitemapEntries(request)).map((entry) => entry.url);
}

/** A path on the site for a URL on the configured origin (or a site path as it is). */
export function sitePath(url: string): string {
  const parsed = new URL(url, SITE_ORIGIN);
  return parsed.pathname + parsed.search;
}

export type NewsArticleLookup =
  | { path: string }
  /** The news section is not there yet: skip, saying why. */
  | { skip: string };

/**
 * The first news article the site offers, found at run time: in the sitemap, else linked
 * from /news. Skipping is allowed only while /news itself does not exist; a news list that
 * answers but links no article fails, because the bundled demo content has posts.
 */
export async function findNewsArticle(request: APIRequestContext): Promise<NewsArticleLookup> {
  const fromSitemap = (await sitemapUrls(request))
    .map(sitePath)
    .find((p) => NEWS_ARTICLE_PATH.test(p));
  if (fromSitemap) return { path: fromSitemap };
  const list = await request.get('/news');
  if (list.status() === 404)
    return { skip: '/news answers 404: the news section is not built yet' };
  if (!list.ok()) throw new Error(`/news answered ${list.status()}`);
  // Relative links resolve onto the configured origin, so one origin check covers both kinds.
  const fromList = anchorHrefs(await list.text())
    .map((href) => new URL(href, SITE_ORIGIN))
    .filter((url) => url.origin === SITE_ORIGIN)
    .map((url) => url.pathname)
    .find((p) => NEWS_ARTICLE_PATH.test(p));
  if (fromList) return { path: fromList };
  throw new Error('/news answers but links no article (/news/<slug>) and the sitemap lists none');
}
