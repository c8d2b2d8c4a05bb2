import type { Locale } from '@/lib/i18n';
import { listPage } from '@/lib/news';
import { listMetadata } from './list-pages';
import { NewsList } from './news-list';

/**
 * /news and /sv/news: the first page of the list in `locale`. In draft mode next.config.ts
 * rewrites both to the live preview, so this page is visitors' only.
 */
export function newsListRoute(locale: Locale) {
  async function NewsPage() {
    // A failing source throws: the error boundary shows the message on a first render, and a
    // refresh keeps the last good data instead of caching an empty list. Page 1 always exists.
    const list = await listPage(1, { locale });
    if (!list) throw new Error('The first page of the news list is missing.');
    return <NewsList list={list} preview={false} locale={locale} />;
  }
  return { metadata: listMetadata(1, locale), Page: NewsPage };
}
