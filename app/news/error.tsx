'use client';

import { useEffect } from 'react';

/** The news list could not be loaded on a first render (a refresh keeps the last good page). */
export default function NewsError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('Failed to load blog posts', error);
  }, [error]);
  return (
    // Container's classes without Container: its cn() would bring tailwind-merge (~8 kB gzip)
    // into the JavaScript of every news page, which loads this boundary with the page.
    <div className="mx-auto w-full max-w-7xl px-4 pt-28 pb-20 sm:px-6 sm:pt-36 lg:px-8">
      <h1 className="text-4xl font-bold text-primary">Latest Articles</h1>
      <p role="alert" className="mt-8 text-lg text-red-700">
        Error: Failed to load blog posts.
      </p>
    </div>
  );
}
