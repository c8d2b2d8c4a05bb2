import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n';
import { pageMetadata } from '@/content/page-seo';
import type { Post } from '@/lib/news/types';
import { newsPostPath } from '@/lib/routes';

/**
 * A post's page metadata in `locale` from its SEO fields: title, description, canonical (its
 * own path in that language unless the editor named one), robots, the first share image (else
 * the featured image), and hreflang alternates for `languages`, the languages the post is
 * published in (a post published in English only names no Swedish twin).
 */
export function postMetadata(
  post: Post,
  locale: Locale,
  languages: readonly Locale[] = [locale],
): Metadata {
  const { seo } = post;
  const image = seo.shareImages[0] ?? post.featuredImage;
  return pageMetadata({
    title: seo.pageTitle ?? post.title,
    description: seo.pageDescription ?? post.shortDescription ?? post.title,
    path: newsPostPath(post.slug),
    locale,
    languages: languages.includes(locale) ? languages : [locale, ...languages],
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
