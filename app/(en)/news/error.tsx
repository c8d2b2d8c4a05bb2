'use client';

import { useEffect } from 'react';
import { NewsListHeader } from '@/components/news/news-list-header';
import { newsPage } from '@/content/news/page';

/** The news list could not be loaded on a first render (a refresh keeps the last good page). */
export default function NewsError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('Failed to load blog posts', error);
  }, [error]);
  return (
    <NewsListHeader>
      <p role="alert" className="mt-12 text-lg text-red-700">
        {newsPage.loadError}
      </p>
    </NewsListHeader>
  );
}
