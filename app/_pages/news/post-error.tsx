'use client';

import { useEffect } from 'react';
import type { NewsErrorCopy } from './news-copy';

/**
 * The article could not be loaded on a first render (a refresh keeps the last good page). The news
 * layout hands down the words and the link back, in one language: the boundary loads with every
 * article.
 */
export function PostError({
  error,
  copy: { postError: copy, backToNews },
}: {
  error: Error & { digest?: string };
  copy: NewsErrorCopy;
}) {
  useEffect(() => {
    console.error('Failed to load post', error);
  }, [error]);
  return (
    // Container's classes without Container: its cn() would bring tailwind-merge (~8 kB gzip)
    // into the JavaScript of every news page, which loads this boundary with the page.
    <div className="mx-auto w-full max-w-7xl px-4 pt-header pb-20 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold text-primary">{copy.heading}</h1>
      <p role="alert" className="mt-8 text-lg text-red-700">
        {copy.message}
      </p>
      {backToNews}
    </div>
  );
}
