import { UnknownSubPage, unknownSubPageMetadata } from '@/app/_pages/tech-solution/sub-page';
import { requestLocale } from '@/lib/request-locale';

/**
 * What a 404 under /tech-solution/{value} shows: the generic Coming Soon page. Next reads this
 * file's metadata for the proxy's 404 answers, and renders it should anything call notFound().
 */
export function generateMetadata() {
  return unknownSubPageMetadata(requestLocale());
}

export default function UnknownSubPageNotFound() {
  return <UnknownSubPage locale={requestLocale()} />;
}
