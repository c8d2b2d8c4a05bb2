import type { Metadata } from 'next';
import { pageMetadata } from '@/content/page-seo';
import * as en from '@/content/news/page';
import { translations } from '@/content/words';
import { inLocale, localizedPath, locales, type Locale } from '@/lib/i18n';
import { pageCountOf, postIndex } from '@/lib/news';
import { newsFeedPath, newsListPath } from '@/lib/routes';

/**
 * The languages whose news list has page `page`: the lists are as long as the posts published
 * in each, and a page's alternates must not point at a 404. Page 1 is in both, even empty.
 */
export async function languagesWithListPage(page: number): Promise<Locale[]> {
  const counts = await Promise.all(
    locales.map(async (locale) => pageCountOf((await postIndex(false, locale)).length)),
  );
  return locales.filter((_, index) => (counts[index] ?? 0) >= page);
}

/**
 * Title, description, canonical and feed of list page `page` in `locale`: each page is its own
 * canonical URL, with the languages that have it (`languagesWithListPage`) as alternates.
 */
export function listMetadata(
  page: number,
  locale: Locale,
  languages: readonly Locale[] = locales,
): Metadata {
  const { newsPage } = inLocale(locale, en, translations.newsPage);
  const suffix = page > 1 ? newsPage.titlePage(page) : '';
  return pageMetadata({
    title: `${newsPage.title}${suffix}`,
    description: `${newsPage.description}${suffix}`,
    path: newsListPath(page),
    locale,
    languages,
    feed: localizedPath(newsFeedPath, locale),
  });
}
