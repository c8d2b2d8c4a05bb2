/**
 * The sitemap's URLs: the indexable routes in both languages, then every indexable post that is its own
 * canonical, in each language it is published in, with its twins as `xhtml:link` alternates.
 * Past 50,000 URLs (the protocol's limit per file) they are split into files
 * `/sitemap/{id}.xml` (app/sitemap/[file]) under a sitemap index at `/sitemap.xml`.
 */
import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/env';
import { localizedPath, locales, type Locale } from '@/lib/i18n';
import { languageAlternates } from '@/lib/metadata';
import { indexableRoutes, newsPostPath } from '@/lib/routes';
import { isoDateTime } from './format';
import { postIndex, type PostRef } from './index';

export const urlsPerSitemap = 50_000;

type Entry = MetadataRoute.Sitemap[number];

/** A post's URL in `locale`. */
const postUrl = (slug: string, locale: Locale) =>
  absoluteUrl(localizedPath(newsPostPath(slug), locale));

/**
 * A post canonical elsewhere stays out (its canonicalUrl is already a checked absolute URL):
 * a copy is listed only when it is its own canonical in that language.
 */
function isOwnCanonical(post: PostRef, locale: Locale): boolean {
  return !post.canonicalUrl || post.canonicalUrl === postUrl(post.slug, locale);
}

/**
 * The news posts' sitemap URLs: each indexable post once per language it is published in (and
 * is its own canonical in), English first, each with `alternates.languages` naming every
 * language it is listed in (`en`, `sv`, and `x-default`: the English one, else the only one),
 * so twins name each other reciprocally. A post published in English only has one URL, whose
 * alternates name English alone.
 *
 *   { url: 'https://…/sv/news/slug', lastModified, changeFrequency: 'monthly', priority: 0.6,
 *     alternates: { languages: { en: 'https://…/news/slug', sv: 'https://…/sv/news/slug',
 *                                'x-default': 'https://…/news/slug' } } }
 */
export async function newsSitemapEntries(): Promise<Entry[]> {
  const indexes = await Promise.all(locales.map((locale) => postIndex(false, locale)));
  /** Per slug, its listable copy in each language. */
  const bySlug = new Map<string, Map<Locale, PostRef>>();
  locales.forEach((locale, index) => {
    for (const post of indexes[index] ?? []) {
      // A sitemap lists canonical URLs only: not noindex posts, nor posts canonical elsewhere.
      if (post.noindex || !isOwnCanonical(post, locale)) continue;
      const copies = bySlug.get(post.slug) ?? new Map<Locale, PostRef>();
      copies.set(locale, post);
      bySlug.set(post.slug, copies);
    }
  });
  return locales.flatMap((locale, index) =>
    (indexes[index] ?? []).flatMap((post): Entry[] => {
      const copies = bySlug.get(post.slug);
      if (!copies?.has(locale)) return [];
      const languages = locales.filter((other) => copies.has(other));
      return [
        {
          url: postUrl(post.slug, locale),
          lastModified: isoDateTime(post.updatedAt),
          changeFrequency: 'monthly',
          priority: 0.6,
          alternates: { languages: absoluteAlternates(newsPostPath(post.slug), languages) },
        },
      ];
    }),
  );
}

/** Absolute URLs of a page's `hreflang` alternates. */
function absoluteAlternates(path: string, languages?: readonly Locale[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(languageAlternates(path, languages)).map(([language, href]) => [
      language,
      absoluteUrl(href),
    ]),
  );
}

/**
 * The indexable routes in both languages, each naming its twins as alternates (as its page does),
 * then the news posts in every language they are published in.
 */
export async function sitemapEntries(): Promise<Entry[]> {
  return [
    ...locales.flatMap((locale) =>
      indexableRoutes.map((route): Entry => ({
        url: absoluteUrl(localizedPath(route.path, locale)),
        changeFrequency: route.changeFrequency,
        priority: route.priority,
        alternates: { languages: absoluteAlternates(route.path) },
      })),
    ),
    ...(await newsSitemapEntries()),
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

/** A `<urlset>` document; an entry's `alternates.languages` become `xhtml:link` alternates. */
export function urlsetXml(entries: readonly Entry[]): string {
  const urls = entries.map((entry) =>
    [
      '<url>',
      `<loc>${escapeXml(entry.url)}</loc>`,
      ...Object.entries(entry.alternates?.languages ?? {}).map(([language, href]) =>
        typeof href === 'string'
          ? `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(href)}"/>`
          : '',
      ),
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
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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
