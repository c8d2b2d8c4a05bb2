'use client';

import { useEffect } from 'react';
import { NewsListHeader } from '@/components/news/news-list-header';
import type { NewsErrorCopy } from './news-copy';

/**
 * The news list could not be loaded on a first render (a refresh keeps the last good page).
 * The news layout hands down the words, in one language: the boundary loads with every news page.
 */
export function NewsError({
  error,
  copy: newsPage,
}: {
  error: Error & { digest?: string };
  copy: NewsErrorCopy;
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
