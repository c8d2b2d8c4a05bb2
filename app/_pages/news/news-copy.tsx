'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { PreviewErrorWords } from '@/components/news/live-preview/preview-error';
import type { NewsPageCopy } from '@/components/news/news-list-header';

/**
 * What the news error boundaries show. The visitors' two error pages are rendered by the news
 * layout on the server, so a boundary only logs and shows one and ships none of their markup;
 * the draft preview's (PreviewError) gets its words (a phrase function cannot cross to them).
 */
export type NewsErrorCopy = {
  listError: ReactNode;
  postError: ReactNode;
  loadError: NewsPageCopy['loadError'];
  postErrorMessage: NewsPageCopy['postError']['message'];
  preview: PreviewErrorWords;
};

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
