'use client';

import { useEffect } from 'react';
import { useLocale } from '@/components/i18n/locale-context';
import type { newsPage } from '@/content/news/page';
import { localizedPath } from '@/lib/i18n';

/** What the page says around the failure, in its language. */
export type PreviewErrorWords = Pick<(typeof newsPage)['preview'], 'heading' | 'apiDown' | 'leave'>;

/**
 * A failed draft page. Unlike the visitors' error pages it says which API failed and offers
 * the way out of preview; it imports nothing else, so it adds nothing to other routes' chunks.
 */
export function PreviewError({
  error,
  message,
  words: preview,
}: {
  error: Error;
  message: string;
  words: PreviewErrorWords;
}) {
  const locale = useLocale();
  const leavePath = encodeURIComponent(localizedPath('/news', locale));
  useEffect(() => {
    console.error(message, error);
  }, [error, message]);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-header pb-20 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold text-primary">{preview.heading}</h1>
      <p role="alert" className="mt-8 text-lg text-red-700">
        {message}
      </p>
      <p className="mt-4 text-neutral-700">
        {preview.apiDown}{' '}
        <a href={`/api/draft/disable?path=${leavePath}`} className="font-semibold underline">
          {preview.leave}
        </a>
        .
      </p>
    </div>
  );
}
