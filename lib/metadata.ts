import type { Metadata } from 'next';
import type { Thing, WithContext } from 'schema-dts';
import { localizedPath, locales, openGraphLocale, type Locale } from './i18n';
import { webPageJsonLd } from './json-ld';
import { siteConfig } from './site-config';

/** What a page says about itself to browsers and crawlers: a page's content gives it. */
export type PageMeta = {
  /** The document title; the site name is appended unless `absoluteTitle` is set. */
  title: string;
  /** The meta description, also used by the page's JSON-LD. */
  description: string;
  /** The page's own path, which is also its canonical URL. */
  path: string;
  absoluteTitle?: boolean;
  /** Left out of search results and the sitemap. */
  noindex?: boolean;
};

/** A social image: absolute or site-relative. */
export type PageImage = { url: string; width?: number; height?: number; alt?: string };

export type PageMetadataInput = PageMeta & {
  /** The page's language: `path` is the English path, the page's own is its twin in `locale`. */
  locale: Locale;
  /**
   * The languages the page exists in, for its `hreflang` alternates: both unless said (a news
   * post may be published in one). The English one is also `x-default`.
   */
  languages?: readonly Locale[];
  /** The RSS feed the page offers, for feed readers' autodiscovery (a site path). */
  feed?: string;
  /** A canonical URL other than the page's own (news posts may name one). */
  canonical?: string;
  nofollow?: boolean;
  /** The page's own social image, if it has one. */
  image?: PageImage;
  /**
   * The site's social image in the page's language, shown when the page has none of its own:
   * its words (the alt text) come with it, from the page (content/page-seo.ts).
   */
  siteImage: PageImage;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string[];
};

/**
 * The `hreflang` alternates of a page whose English path is `path`: each language it exists in,
 * and `x-default` (the English page, or the only one). Reciprocal by construction: every twin
 * lists the same set.
 */
export function languageAlternates(
  path: string,
  languages: readonly Locale[] = locales,
): Record<string, string> {
  const entries = languages.map((locale) => [locale, localizedPath(path, locale)] as const);
  const fallback = languages.includes('en') ? 'en' : languages[0];
  return Object.fromEntries(
    fallback ? [...entries, ['x-default', localizedPath(path, fallback)]] : entries,
  );
}

/**
 * Everything a page says about itself to browsers, crawlers and social networks, derived from
 * a title, a description, its English path and its language. Relative URLs are resolved against
 * `metadataBase`.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { title, description, locale } = input;
  const path = localizedPath(input.path, locale);
  const languages = input.languages ?? locales;
  const image = input.image ?? input.siteImage;
  const canonical = input.canonical ?? path;
  const openGraphBase = {
    title,
    description,
    url: canonical,
    siteName: siteConfig.name,
    locale: openGraphLocale[locale],
    alternateLocale: languages
      .filter((other) => other !== locale)
      .map((other) => openGraphLocale[other]),
    images: [image],
  };

  return {
    title: input.absoluteTitle ? { absolute: title } : title,
    description,
    // A page left out of search results names no alternates: they would point crawlers at it.
    alternates: {
      canonical,
      ...(input.noindex ? {} : { languages: languageAlternates(input.path, languages) }),
      ...(input.feed ? { types: { 'application/rss+xml': input.feed } } : {}),
    },
    robots: robotsFor(input),
    openGraph:
      input.type === 'article'
        ? {
            ...openGraphBase,
            type: 'article',
            publishedTime: input.publishedTime,
            modifiedTime: input.modifiedTime,
            authors: input.authors,
          }
        : { ...openGraphBase, type: 'website' },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [image.url],
    },
  };
}

function robotsFor({ noindex, nofollow }: PageMetadataInput): Metadata['robots'] {
  if (!noindex && !nofollow) return { index: true, follow: true };
  return { index: !noindex, follow: !nofollow };
}

export type PageSeo = {
  metadata: Metadata;
  /** The page's WebPage node, then any others it passes: render with `<JsonLd data={…} />`. */
  jsonLd: WithContext<Thing>[];
};

/**
 * A page's metadata and its JSON-LD from one description of the page, so the title,
 * description and URL that crawlers read in the head and in the structured data agree.
 */
export function pageSeo(
  page: PageMeta,
  locale: Locale,
  siteImage: PageImage,
  more: readonly WithContext<Thing>[] = [],
): PageSeo {
  return {
    metadata: pageMetadata({ ...page, locale, siteImage }),
    jsonLd: [webPageJsonLd(page, locale), ...more],
  };
}
