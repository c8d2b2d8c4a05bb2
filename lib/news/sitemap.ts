/**
 * The sitemap's URLs: the indexable routes, then every indexable post that is its own
 * canonical. Past 50,000 URLs (the protocol's limit per file) they are split into files
 * `/sitemap/{id}.xml` (app/sitemap/[file]) under a sitemap index at `/sitemap.xml`.
 */
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/env';
import { indexableRoutes, newsPostPath } from '@/lib/routes';
import { isoDateTime } from './format';
import { postIndex, type PostRef } from './index';

export const urlsPerSitemap = 50_000;

type Entry = MetadataRoute.Sitemap[number];

/** A post canonical elsewhere stays out (its canonicalUrl is already a checked absolute URL). */
function isOwnCanonical(post: PostRef): boolean {
  return !post.canonicalUrl || post.canonicalUrl === absoluteUrl(newsPostPath(post.slug));
}

export async function sitemapEntries(): Promise<Entry[]> {
  const refs = await postIndex();
  return [
    ...indexableRoutes.map((route): Entry => ({
      url: absoluteUrl(route.path),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    })),
    // A sitemap lists canonical URLs only: not noindex posts, nor posts canonical elsewhere.
    ...refs
      .filter((post) => !post.noindex && isOwnCanonical(post))
      .map((post): Entry => ({
        url: absoluteUrl(newsPostPath(post.slug)),
        lastModified: isoDateTime(post.updatedAt),
        changeFrequency: 'monthly',
        priority: 0.6,
      })),
  ];
}

/** How many sitemap files the URLs need (at least one). */
export const sitemapCount = (entries: readonly Entry[]) =>
  Math.max(1, Math.ceil(entries.length / urlsPerSitemap));

/** The URLs of sitemap file `id` (0-based). */
export const sitemapShard = (entries: readonly Entry[], id: number) =>
  entries.slice(id * urlsPerSitemap, (id + 1) * urlsPerSitemap);

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

/** A `<urlset>` document. */
export function urlsetXml(entries: readonly Entry[]): string {
  const urls = entries.map((entry) =>
    [
      '<url>',
      `<loc>${escapeXml(entry.url)}</loc>`,
      entry.lastModified
        ? `<lastmod>${escapeXml(new Date(entry.lastModified).toISOString())}</lastmod>`
        : '',
      entry.changeFrequency ? `<changefreq>${entry.changeFrequency}</changefreq>` : '',
      entry.priority !== undefined ? `<priority>${entry.priority}</priority>` : '',
      '</url>',
    ].join(''),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** A `<sitemapindex>` of `/sitemap/{id}.xml` files. */
export function sitemapIndexXml(count: number): string {
  const files = Array.from(
    { length: count },
    (_, id) => `<sitemap><loc>${escapeXml(absoluteUrl(`/sitemap/${id}.xml`))}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files,
    '</sitemapindex>',
    '',
  ].join('\n');
}
