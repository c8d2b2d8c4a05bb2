'use client';

import { useEffect } from 'react';
import { NewsListHeader, type NewsPageCopy } from '@/components/news/news-list-header';

/**
 * The news list could not be loaded on a first render (a refresh keeps the last good page).
 * Each language's error.tsx passes its own copy: the boundary loads with every news page.
 */
export function NewsError({
  error,
  copy: newsPage,
}: {
  error: Error & { digest?: string };
  copy: NewsPageCopy;
}) {
  useEffect(() => {
    console.error('Failed to load blog posts', error);
  }, [error]);
  return (
    <NewsListHeader copy={newsPage}>
      <p role="alert" className="mt-12 text-lg text-red-700">
        {newsPage.loadError}
      </p>
    </NewsListHeader>
  );
}
