import { listPage } from '@/lib/news';
import { listMetadata } from './_components/list-pages';
import { NewsList } from './_components/news-list';

// Safety net behind the webhook: even a missed call is picked up within the hour.
export const revalidate = 3600;

export const metadata = listMetadata(1);

// In draft mode next.config.ts rewrites /news to app/live-preview, so this page is visitors' only.
export default async function NewsPage() {
  // A failing source throws: the error boundary shows the message on a first render, and a
  // refresh keeps the last good data instead of caching an empty list. Page 1 always exists.
  const list = await listPage(1);
  if (!list) throw new Error('The first page of the news list is missing.');
  return <NewsList list={list} preview={false} />;
}
