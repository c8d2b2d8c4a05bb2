'use client';

import { useEffect } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/** The article could not be loaded on a first render (a refresh keeps the last good page). */
export default function PostError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error('Failed to load post', error);
  }, [error]);
  return (
    <Container className="pt-28 pb-20 sm:pt-36">
      <h1 className="text-4xl font-bold text-primary">News</h1>
      <p role="alert" className="mt-8 text-lg text-red-700">
        Error: Failed to load post.
      </p>
      <ButtonLink href="/news" variant="secondary" className="mt-8">
        All articles
      </ButtonLink>
    </Container>
  );
}
