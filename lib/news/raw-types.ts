/**
 * The shapes Contentful's delivery API returns once the client has resolved links
 * (and the bundled demo source produces from its space export). Every field is optional
 * and every link may be unresolved: reshape.ts decides what survives.
 */
import type { Document } from '@contentful/rich-text-types';

export type RawSys = {
  id: string;
  type: string;
  createdAt?: string;
  updatedAt?: string;
  contentType?: { sys: { id: string } };
  /**
   * The fields read from a fallback locale, with the locale they came from (`title: 'en-US'`
   * on a Swedish read of a post nobody translated). Absent: every field is in the locale asked.
   */
  fallbacks?: Record<string, string>;
};

/** A link the API could not resolve (missing, unpublished or beyond the include depth). */
export type RawLink = { sys: { type: 'Link'; linkType: string; id: string } };

export type RawAsset = {
  sys: RawSys;
  fields: {
    title?: string;
    description?: string;
    file?: {
      url?: string;
      contentType?: string;
      details?: { image?: { width?: number; height?: number } };
    };
  };
};

export type RawEntry<Fields> = { sys: RawSys; fields: Fields };

export type RawAuthorFields = { name?: string; avatar?: RawAsset | RawLink };

export type RawSeoFields = {
  pageTitle?: string;
  pageDescription?: string;
  canonicalUrl?: string;
  noindex?: boolean;
  nofollow?: boolean;
  shareImages?: (RawAsset | RawLink)[];
};

export type RawRichImageFields = {
  internalName?: string;
  image?: RawAsset | RawLink;
  caption?: string;
  fullWidth?: boolean;
};

type RawBlogPostFields = {
  internalName?: string;
  title?: string;
  slug?: string;
  shortDescription?: string;
  publishedDate?: string;
  author?: RawEntry<RawAuthorFields> | RawLink;
  featuredImage?: RawAsset | RawLink;
  content?: Document;
  seoFields?: RawEntry<RawSeoFields> | RawLink;
  relatedBlogPosts?: (RawEntry<RawBlogPostFields> | RawLink)[];
};

export type RawBlogPost = RawEntry<RawBlogPostFields>;

export const contentTypes = {
  blogPost: 'pageBlogPost',
  author: 'componentAuthor',
  richImage: 'componentRichImage',
  seo: 'componentSeo',
} as const;

/**
 * The fields editors translate: `localized` in the content model (contentful/migrations), and
 * every field of an asset. Only these can fall back to another locale; the others have one
 * value for every locale.
 */
export const localizedFields: Readonly<Record<string, readonly string[]>> = {
  [contentTypes.blogPost]: ['title', 'shortDescription', 'content'],
  [contentTypes.richImage]: ['caption'],
  [contentTypes.seo]: ['pageTitle', 'pageDescription'],
  Asset: ['title', 'description', 'file'],
};
