import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/i18n';
import { listPage, pageCountOf, postIndex, prerenderedListPages } from '@/lib/news';
import { languagesWithListPage, listMetadata } from './list-pages';
import { NewsList } from './news-list';

type Props = { params: Promise<{ n: string }> };

/**
 * `2`, `3`, …: no sign, no leading zero, no fraction; anything else is not a page. Page 1 is
 * /news and nowhere else, so /news/page/1 is not one either (one URL per page; a redirect from
 * a cached page here came out with its Location header twice).
 */
function pageNumber(raw: string): number | undefined {
  return /^[1-9]\d{0,5}$/.test(raw) && raw !== '1' ? Number(raw) : undefined;
}

/** /news/page/{n} and /sv/news/page/{n}: page n of the list of posts published in `locale`. */
export function newsListPageRoute(locale: Locale) {
  async function generateStaticParams() {
    const pageCount = pageCountOf((await postIndex(false, locale)).length);
    const last = Math.min(pageCount, prerenderedListPages);
    return Array.from({ length: Math.max(0, last - 1) }, (_, index) => ({ n: String(index + 2) }));
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const page = pageNumber((await params).n);
    return page ? listMetadata(page, locale, await languagesWithListPage(page)) : {};
  }

  async function NewsListPage({ params }: Props) {
    const page = pageNumber((await params).n);
    if (page === undefined) notFound();
    const { isEnabled: preview } = await draftMode();
    const list = await listPage(page, { draft: preview, locale });
    if (!list) notFound();
    return <NewsList list={list} preview={preview} locale={locale} />;
  }

  return { generateStaticParams, generateMetadata, Page: NewsListPage };
}
