'use client';

import { PreviewError } from '@/components/news/live-preview/preview-error';

/** The Preview API failed: editors get the truth, there is no last good draft to fall back on. */
export default function LivePreviewPostError({ error }: { error: Error & { digest?: string } }) {
  return <PreviewError error={error} message="Error: Failed to load post." />;
}
