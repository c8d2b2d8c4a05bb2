'use client';

import { useLocale } from '@/components/i18n/locale-context';
import { PreviewError } from '@/components/news/live-preview/preview-error';
import * as en from '@/content/news/page';
import { translations } from '@/content/words';
import { inLocale } from '@/lib/i18n';

/** The Preview API failed: editors get the truth, there is no last good draft to fall back on. */
export function LivePreviewNewsError({ error }: { error: Error & { digest?: string } }) {
  const { newsPage } = inLocale(useLocale(), en, translations.newsPage);
  return <PreviewError error={error} message={newsPage.loadError} />;
}

/** The Preview API failed on a post. */
export function LivePreviewPostError({ error }: { error: Error & { digest?: string } }) {
  const { newsPage } = inLocale(useLocale(), en, translations.newsPage);
  return <PreviewError error={error} message={newsPage.postError.message} />;
}
