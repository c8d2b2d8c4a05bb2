'use client';

import { NewsError } from '@/app/_pages/news/news-error';
import { useNewsCopy } from '@/app/_pages/news/news-copy';

/** The news list could not be loaded: its words come from the news layout, in one language. */
export default function NewsErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return <NewsError error={error} copy={useNewsCopy()} />;
}
