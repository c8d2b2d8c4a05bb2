'use client';

import { useEffect } from 'react';
import type { NewsErrorCopy } from './news-copy';

/**
 * The article could not be loaded on a first render (a refresh keeps the last good page). The
 * news layout renders the page that says so, in one language: the boundary loads with every
 * article, and only logs.
 */
export function PostError({
  error,
  copy,
}: {
  error: Error & { digest?: string };
  copy: NewsErrorCopy;
}) {
  useEffect(() => {
    console.error('Failed to load post', error);
  }, [error]);
  return copy.postError;
}
