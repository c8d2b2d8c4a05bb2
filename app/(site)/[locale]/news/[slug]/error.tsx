'use client';

import { PostError } from '@/app/_pages/news/post-error';
import { useNewsCopy } from '@/app/_pages/news/news-copy';

/** An article could not be loaded: its words come from the news layout, in one language. */
export default function PostErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return <PostError error={error} copy={useNewsCopy()} />;
}
