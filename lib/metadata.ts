import type { Metadata } from 'next';
import type { Thing, WithContext } from 'schema-dts';
import type { PageMeta } from '@/content/types';
import { inLocale, localizedPath, locales, openGraphLocale, type Locale } from './i18n';
import { webPageJsonLd } from './json-ld';
import { siteConfig } from './site-config';
import * as siteEn from '@/content/site';
import { translations } from '@/content/words';

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
  /** Absolute or site-relative social image; defaults to the site's own social image. */
  image?: { url: string; width?: number; height?: number; alt?: string };
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
  // The default image says the tagline in the page's language (in English while the language
  // has no image of its own), and its alt text says what the image says.
  const social = siteConfig.socialImage[locale];
  const image = input.image ?? {
    url: social.path,
    width: 1200,
    height: 630,
    alt: `${siteConfig.name}: ${inLocale(social.locale, siteEn, translations.site).siteCopy.tagline}`,
  };
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
  more: readonly WithContext<Thing>[] = [],
): PageSeo {
  return {
    metadata: pageMetadata({ ...page, locale }),
    jsonLd: [webPageJsonLd(page, locale), ...more],
  };
}
