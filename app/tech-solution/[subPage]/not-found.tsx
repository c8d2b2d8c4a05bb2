import type { Metadata } from 'next';
import { genericSubPageContent } from '@/content/tech-solution/sub-pages';
import { ComingSoonPage } from './_components/coming-soon-page';

export const metadata: Metadata = {
  title: genericSubPageContent.title,
  robots: { index: false, follow: true },
};

/** Any other /tech-solution/{value}: a 404 that still offers the generic Coming Soon page. */
export default function UnknownSubPage() {
  return <ComingSoonPage {...genericSubPageContent} />;
}
