'use client';

import { PreviewError } from '@/components/news/live-preview/preview-error';
import { useNewsCopy } from '../news-copy';

/** The Preview API failed: editors get the truth, there is no last good draft to fall back on. */
export function LivePreviewNewsError({ error }: { error: Error & { digest?: string } }) {
  const copy = useNewsCopy();
  return <PreviewError error={error} message={copy.loadError} words={copy.preview} />;
}

/** The Preview API failed on a post. */
export function LivePreviewPostError({ error }: { error: Error & { digest?: string } }) {
  const copy = useNewsCopy();
  return <PreviewError error={error} message={copy.postErrorMessage} words={copy.preview} />;
}
