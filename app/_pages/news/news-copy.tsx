'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { PreviewErrorWords } from '@/components/news/live-preview/preview-error';
import type { NewsPageCopy } from '@/components/news/news-list-header';

/**
 * What the news error boundaries read: words (a phrase function cannot cross to them), and the
 * post error's way back to the list, rendered by the layout so the boundary ships no button styles.
 */
export type NewsErrorCopy = Pick<
  NewsPageCopy,
  'eyebrow' | 'heading' | 'intro' | 'loadError' | 'postError'
> & { preview: PreviewErrorWords; backToNews: ReactNode };

const NewsCopyContext = createContext<NewsErrorCopy | null>(null);

/**
 * The news pages' words in the page's language, for the error boundaries (client components,
 * loaded with every news page): handed down by the news layout, so the browser gets only the
 * language it shows and no words module of any language.
 */
export function NewsCopyProvider({ copy, children }: { copy: NewsErrorCopy; children: ReactNode }) {
  return <NewsCopyContext.Provider value={copy}>{children}</NewsCopyContext.Provider>;
}

export function useNewsCopy(): NewsErrorCopy {
  const copy = useContext(NewsCopyContext);
  if (!copy)
    throw new Error('useNewsCopy: no NewsCopyProvider above (app/(site)/[locale]/news/layout.tsx)');
  return copy;
}
