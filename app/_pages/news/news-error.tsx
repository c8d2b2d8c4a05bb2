'use client';

import { useEffect } from 'react';
import { useLocale } from '@/components/i18n/locale-context';
import { NewsListHeader } from '@/components/news/news-list-header';
import * as en from '@/content/news/page';
import * as sv from '@/content/sv/news/page';
import { inLocale } from '@/lib/i18n';

/** The news list could not be loaded on a first render (a refresh keeps the last good page). */
export function NewsError({ error }: { error: Error & { digest?: string } }) {
  const locale = useLocale();
  const { newsPage } = inLocale(locale, en, sv);
  useEffect(() => {
    console.error('Failed to load blog posts', error);
  }, [error]);
  return (
    <NewsListHeader locale={locale}>
      <p role="alert" className="mt-12 text-lg text-red-700">
        {newsPage.loadError}
      </p>
    </NewsListHeader>
  );
}
