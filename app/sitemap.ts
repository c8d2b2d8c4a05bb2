import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/env';
import { newsSource } from '@/lib/news';
import { isoDateTime } from '@/lib/news/format';
import { indexableRoutes } from '@/lib/routes';

// News posts change without a deploy: the webhook refreshes this, and so does the hour.
export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const posts = await newsSource().listPosts();
  return [
    ...indexableRoutes.map((route) => ({
      url: absoluteUrl(route.path),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    })),
    ...posts
      .filter((post) => !post.noindex)
      .map((post) => ({
        url: absoluteUrl(`/news/${post.slug}`),
        lastModified: isoDateTime(post.updatedAt),
        changeFrequency: 'monthly' as const,
        priority: 0.6,
      })),
  ];
}
