'use client';

import { useEffect } from 'react';
import type { NewsErrorCopy } from './news-copy';

/**
 * The news list could not be loaded on a first render (a refresh keeps the last good page). The
 * news layout renders the page that says so, in one language: the boundary loads with every
 * news page, and only logs.
 */
export function NewsError({
  error,
  copy,
}: {
  error: Error & { digest?: string };
  copy: NewsErrorCopy;
}) {
  useEffect(() => {
    console.error('Failed to load blog posts', error);
  }, [error]);
  return copy.listError;
}
