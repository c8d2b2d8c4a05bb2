'use client';

import { useEffect } from 'react';
import { Container } from '@/components/ui/container';

/** The news list could not be loaded on a first render (a refresh keeps the last good page). */
export default function NewsError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('Failed to load blog posts', error);
  }, [error]);
  return (
    <Container className="pt-28 pb-20 sm:pt-36">
      <h1 className="text-4xl font-bold text-primary">Latest Articles</h1>
      <p role="alert" className="mt-8 text-lg text-red-700">
        Error: Failed to load blog posts.
      </p>
    </Container>
  );
}
