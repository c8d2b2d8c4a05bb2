'use client';

import { NewsError } from '@/app/_pages/news/news-error';
import { newsPage } from '@/content/sv/news/page';

/** This language's copy only: the boundary's JavaScript loads with every page it covers. */
export default function NewsErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return <NewsError error={error} copy={newsPage} />;
}
