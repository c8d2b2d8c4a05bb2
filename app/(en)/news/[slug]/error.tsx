'use client';

import { PostError } from '@/app/_pages/news/post-error';
import { newsPage } from '@/content/news/page';

/** This language's copy only: the boundary's JavaScript loads with every page it covers. */
export default function PostErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return <PostError error={error} copy={newsPage} />;
}
