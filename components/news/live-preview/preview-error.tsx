'use client';

import { useEffect } from 'react';

/**
 * A failed draft page. Unlike the visitors' error pages it says which API failed and offers
 * the way out of preview; it imports nothing else, so it adds nothing to other routes' chunks.
 */
export function PreviewError({ error, message }: { error: Error; message: string }) {
  useEffect(() => {
    console.error(message, error);
  }, [error, message]);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-header pb-20 sm:px-6 lg:px-8">
      <h1 className="text-4xl font-bold text-primary">Preview</h1>
      <p role="alert" className="mt-8 text-lg text-red-700">
        {message}
      </p>
      <p className="mt-4 text-neutral-700">
        Contentful&apos;s Preview API did not answer. Try again in a moment, or{' '}
        <a href="/api/draft/disable?path=/news" className="font-semibold underline">
          leave preview
        </a>
        .
      </p>
    </div>
  );
}
