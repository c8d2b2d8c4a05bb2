import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/env';
import { newsSource, type PostSummary } from '@/lib/news';
import { isoDateTime } from '@/lib/news/format';
import { indexableRoutes } from '@/lib/routes';

// News posts change without a deploy: the webhook refreshes this, and so does the hour.
export const revalidate = 3600;

function isOwnCanonical(post: PostSummary): boolean {
  const own = absoluteUrl(`/news/${post.slug}`);
  return !post.canonicalUrl || new URL(post.canonicalUrl, own).href === own;
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const posts = await newsSource().listPosts();
  return [
    ...indexableRoutes.map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    })),
    // A sitemap lists canonical URLs only: not noindex posts, nor posts canonical elsewhere.
    ...posts
      .filter((post) => !post.noindex && isOwnCanonical(post))
      .map((post) => ({
        url: absoluteUrl(`/news/${post.slug}`),
        lastModified: isoDateTime(post.updatedAt),
        changeFrequency: 'monthly' as const,
        priority: 0.6,
      })),
  ];
}
