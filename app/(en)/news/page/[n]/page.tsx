import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { listPage, pageCountOf, postIndex, prerenderedListPages } from '@/lib/news';
import { listMetadata } from '../../_components/list-pages';
import { NewsList } from '../../_components/news-list';

type Props = { params: Promise<{ n: string }> };

export const revalidate = 3600;
// Pages past the first few render on their first visit and are cached from then on.
export const dynamicParams = true;

/**
 * `2`, `3`, …: no sign, no leading zero, no fraction; anything else is not a page. Page 1 is
 * /news and nowhere else, so /news/page/1 is not one either (one URL per page; a redirect from
 * a cached page here came out with its Location header twice).
 */
function pageNumber(raw: string): number | undefined {
  return /^[1-9]\d{0,5}$/.test(raw) && raw !== '1' ? Number(raw) : undefined;
}

export async function generateStaticParams() {
  const pageCount = pageCountOf((await postIndex()).length);
  const last = Math.min(pageCount, prerenderedListPages);
  return Array.from({ length: Math.max(0, last - 1) }, (_, index) => ({ n: String(index + 2) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = pageNumber((await params).n);
  return page ? listMetadata(page) : {};
}

export default async function NewsListPage({ params }: Props) {
  const page = pageNumber((await params).n);
  if (page === undefined) notFound();
  const { isEnabled: preview } = await draftMode();
  const list = await listPage(page, { draft: preview });
  if (!list) notFound();
  return <NewsList list={list} preview={preview} />;
}
