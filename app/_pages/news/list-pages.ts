import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import * as en from '@/content/news/page';
import * as sv from '@/content/sv/news/page';
import { inLocale, type Locale } from '@/lib/i18n';
import { newsListPath } from '@/lib/routes';

/**
 * Title, description and canonical of list page `page` in `locale`: each page is its own
 * canonical URL, and has its twin in the other language (the lists exist in both; a page
 * number past the other list's end is a 404 there, which crawlers drop).
 */
export function listMetadata(page: number, locale: Locale): Metadata {
  const { newsPage } = inLocale(locale, en, sv);
  const suffix = page > 1 ? newsPage.titlePage(page) : '';
  return pageMetadata({
    title: `${newsPage.title}${suffix}`,
    description: `${newsPage.description}${suffix}`,
    path: newsListPath(page),
    locale,
  });
}
