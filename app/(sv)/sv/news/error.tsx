'use client';

import { NewsError } from '@/app/_pages/news/news-error';
import * as en from '@/content/news/page';
import * as sv from '@/content/sv/news/page';
import { inLocale } from '@/lib/i18n';

/**
 * The news words' structure and this language's words, not another language's: the boundary's
 * JavaScript loads with every page it covers.
 */
export default function NewsErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return <NewsError error={error} copy={inLocale('sv', en, { sv }).newsPage} />;
}
