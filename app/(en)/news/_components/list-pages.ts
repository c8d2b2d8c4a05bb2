import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { newsPage } from '@/content/news/page';
import { newsListPath } from '@/lib/routes';

/** Title, description and canonical of list page `page`: each page is its own canonical URL. */
export function listMetadata(page: number): Metadata {
  const suffix = page > 1 ? ` – page ${page}` : '';
  return pageMetadata({
    title: `${newsPage.title}${suffix}`,
    description: `${newsPage.description}${suffix}`,
    path: newsListPath(page),
  });
}
