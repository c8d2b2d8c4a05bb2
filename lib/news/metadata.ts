import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import type { Post } from './types';
import { newsPostPath } from '@/lib/routes';

/**
 * A post's page metadata from its SEO fields: title, description, canonical (its own path
 * unless the editor named one), robots, and the first share image (else the featured image).
 */
export function postMetadata(post: Post): Metadata {
  const { seo } = post;
  const image = seo.shareImages[0] ?? post.featuredImage;
  return pageMetadata({
    title: seo.pageTitle ?? post.title,
    description: seo.pageDescription ?? post.shortDescription ?? post.title,
    path: newsPostPath(post.slug),
    canonical: seo.canonicalUrl,
    noindex: seo.noindex,
    nofollow: seo.nofollow,
    image: image && { url: image.url, width: image.width, height: image.height, alt: image.alt },
    type: 'article',
    publishedTime: post.publishedDate,
    modifiedTime: post.updatedAt,
    authors: post.author ? [post.author.name] : undefined,
  });
}
