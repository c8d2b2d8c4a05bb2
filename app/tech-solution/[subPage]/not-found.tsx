import type { Metadata } from 'next';
import { genericSubPageContent } from '@/content/tech-solution/sub-pages';
import { ComingSoonPage } from './_components/coming-soon-page';

// Next adds `noindex` to every 404 itself.
export const metadata: Metadata = { title: genericSubPageContent.title };

/**
 * What a 404 under /tech-solution/{value} shows: the generic Coming Soon page. Next reads this
 * file's metadata for the proxy's 404 answers, and renders it should anything call notFound().
 */
export default function UnknownSubPage() {
  return <ComingSoonPage />;
}
