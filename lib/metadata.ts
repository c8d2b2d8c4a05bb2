import type { Metadata } from 'next';
import type { Thing, WithContext } from 'schema-dts';
import type { PageMeta } from '@/content/types';
import { webPageJsonLd } from './json-ld';
import { siteConfig } from './site-config';

export type PageMetadataInput = PageMeta & {
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
 * Everything a page says about itself to browsers, crawlers and social networks, derived from
 * a title, a description and a path. Relative URLs are resolved against `metadataBase`.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { title, description, path } = input;
  const image = input.image ?? {
    url: siteConfig.socialImagePath,
    width: 1200,
    height: 630,
    alt: `${siteConfig.name}: ${siteConfig.tagline}`,
  };
  const canonical = input.canonical ?? path;
  const openGraphBase = {
    title,
    description,
    url: canonical,
    siteName: siteConfig.name,
    locale: 'en_GB',
    images: [image],
  };

  return {
    title: input.absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical },
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
export function pageSeo(page: PageMeta, more: readonly WithContext<Thing>[] = []): PageSeo {
  return { metadata: pageMetadata(page), jsonLd: [webPageJsonLd(page), ...more] };
}
