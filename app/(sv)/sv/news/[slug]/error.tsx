'use client';

import { PostError } from '@/app/_pages/news/post-error';
import * as en from '@/content/news/page';
import * as sv from '@/content/sv/news/page';
import { inLocale } from '@/lib/i18n';

/**
 * The news words' structure and this language's words, not another language's: the boundary's
 * JavaScript loads with every page it covers.
 */
export default function PostErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  return <PostError error={error} copy={inLocale('sv', en, { sv }).newsPage} />;
}
