/**
 * The app's own news shapes. Pages and components see only these; the raw Contentful shapes
 * live in raw-types.ts and become these in reshape.ts.
 */
import type { Document } from '@contentful/rich-text-types';

export type NewsImage = {
  /** Absolute https URL of a Contentful asset, or a site path of a bundled demo file. */
  url: string;
  /** Contentful assets go through the Images API loader; local files through Next's optimiser. */
  origin: 'contentful' | 'local';
  /** The asset's description, falling back to its title (may be empty: decorative). */
  alt: string;
  width?: number;
  height?: number;
};

export type Author = {
  name: string;
  avatar?: NewsImage;
};

export type SeoFields = {
  pageTitle?: string;
  pageDescription?: string;
  canonicalUrl?: string;
  noindex: boolean;
  nofollow: boolean;
  shareImages: NewsImage[];
};

/** What a card and a related-posts link need. */
export type PostSummary = {
  id: string;
  slug: string;
  title: string;
  shortDescription?: string;
  /** ISO date (or date-time) the editor gave the post. */
  publishedDate: string;
  /** ISO date-time of the last publish, for the sitemap and JSON-LD. */
  updatedAt: string;
  author?: Author;
  featuredImage?: NewsImage;
  noindex: boolean;
  /** The editor named another URL as canonical: this copy stays out of the sitemap. */
  canonicalUrl?: string;
};

export type Post = PostSummary & {
  /** The rich-text body; embedded entries and assets are already resolved. */
  content?: Document;
  seo: SeoFields;
  related: PostSummary[];
};

/** A rich image embedded in the body (content type componentRichImage). */
export type RichImage = {
  image: NewsImage;
  caption?: string;
  fullWidth: boolean;
};

/** The one interface the pages use: swap the source without touching a page. */
export interface NewsSource {
  /** Every published post with a slug, newest first. Throws when the source fails. */
  listPosts(): Promise<PostSummary[]>;
  /** The post, or null when no published post has that slug. Throws when the source fails. */
  getPost(slug: string): Promise<Post | null>;
}
