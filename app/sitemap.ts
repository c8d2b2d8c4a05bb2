import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/env';
import { indexableRoutes } from '@/lib/routes';

export default function sitemap(): MetadataRoute.Sitemap {
  return indexableRoutes.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
}
