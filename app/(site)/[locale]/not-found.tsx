import { NotFoundPage, notFoundMetadata } from '@/app/_pages/not-found/not-found-page';
import { requestLocale } from '@/lib/request-locale';

/** What a page that calls notFound() shows. Next adds `noindex` to every 404 itself. */
export function generateMetadata() {
  return notFoundMetadata(requestLocale());
}

export default function NotFound() {
  return <NotFoundPage locale={requestLocale()} />;
}
