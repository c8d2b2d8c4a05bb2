'use client';

import { newsPage } from '@/content/news/page';
import { PreviewError } from '@/components/news/live-preview/preview-error';

/** The Preview API failed: editors get the truth, there is no last good draft to fall back on. */
export default function LivePreviewNewsError({ error }: { error: Error & { digest?: string } }) {
  return <PreviewError error={error} message={newsPage.loadError} />;
}
