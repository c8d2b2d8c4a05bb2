/**
 * The app's own news shapes. Pages and components see only these; the raw Contentful shapes
 * live in raw-types.ts and become these in reshape.ts.
 */
import type { Document } from '@contentful/rich-text-types';
import type { Locale } from '@/lib/i18n';

/**
 * The language of a text that is not in the language asked for: a field nobody translated,
 * shown in its fallback language (English on a Swedish page). Undefined when it is in the
 * language asked for. Pages put it in a `lang` attribute, so a screen reader reads it right.
 */
export type FallbackLang = Locale | undefined;

export type NewsImage = {
  /** Absolute https URL of a Contentful asset, or a site path of a bundled demo file. */
  url: string;
  /** Contentful assets go through the Images API loader; local files through Next's optimiser. */
  origin: 'contentful' | 'local';
  /** The asset's description, falling back to its title (may be empty: decorative). */
  alt: string;
  altLang?: FallbackLang;
  width?: number;
  height?: number;
};

export type Author = {
  name: string;
  nameLang?: FallbackLang;
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
  titleLang?: FallbackLang;
  shortDescription?: string;
  shortDescriptionLang?: FallbackLang;
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
  contentLang?: FallbackLang;
  seo: SeoFields;
  related: PostSummary[];
};

/** A rich image embedded in the body (content type componentRichImage). */
export type RichImage = {
  image: NewsImage;
  caption?: string;
  captionLang?: FallbackLang;
  fullWidth: boolean;
};

/**
 * A line of the index of published posts: enough to route a slug, count and order the list,
 * fill the sitemap, and know which other entries the post shows (for cache tags).
 */
export type PostRef = {
  id: string;
  slug: string;
  publishedDate: string;
  updatedAt: string;
  noindex: boolean;
  canonicalUrl?: string;
  /** Ids of the entries and assets the post links to: author, image, SEO entry, related posts. */
  dependsOn: string[];
};

/** One page of the index as the source returns it. */
export type PostRefChunk = {
  refs: PostRef[];
  /** Posts in the source, including any dropped here for lacking a title or slug. */
  total: number;
  /** Posts per chunk: chunk n covers positions n × chunkSize onwards. */
  chunkSize: number;
};

/** The one interface the pages use: swap the source without touching a page. */
export interface NewsSource {
  /** Chunk `n` of the index of published posts, newest first. Throws when the source fails. */
  postRefs(chunk: number): Promise<PostRefChunk>;
  /** The cards of the given posts, in the given order; unknown ids are left out. */
  getSummaries(ids: readonly string[]): Promise<PostSummary[]>;
  /** The post, or null when no published post has that slug. Throws when the source fails. */
  getPost(slug: string): Promise<Post | null>;
  /** The post with that entry id, or null. Throws when the source fails. */
  getPostById(id: string): Promise<Post | null>;
  /**
   * The given published posts with their bodies, a hundred per request, for search
   * (lib/search/posts.ts); links resolved one level (the author), unknown ids left out. Fields
   * fallen back to English are not marked. Throws when the source fails.
   */
  getPosts(ids: readonly string[]): Promise<Post[]>;
}
