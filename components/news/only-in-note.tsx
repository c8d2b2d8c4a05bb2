'use client';

import NextLink from 'next/link';
import { useSearchParams } from 'next/navigation';
import { isPossibleSlug } from '@/lib/news/slug';
import { isLocale, localizedPath, type Locale } from '@/lib/i18n';

/** The note in the list's language, for an article in one other language. */
export type OnlyInWords = {
  /** "The article you were reading is only in Swedish." */
  message: string;
  /** "Read it in Swedish": the link back to the article. */
  link: string;
  /** That language's `lang`, for the link's `hrefLang`. */
  lang: string;
};

/**
 * Why the language switch of an article led to this news list instead: the article is only in
 * another language (lib/language-switch.ts says which in the query, `?only-in=en&post={slug}`),
 * with a link back to it. The query is read here, in the browser, so the list stays one static
 * page for every visitor and every cache; without it, or with one that names no possible post,
 * nothing shows.
 */
export function OnlyInNote({ notes }: { notes: Partial<Record<Locale, OnlyInWords>> }) {
  const query = useSearchParams();
  const onlyIn = query.get('only-in') ?? '';
  const post = query.get('post');
  const note = isLocale(onlyIn) ? notes[onlyIn] : undefined;
  if (!note || !isPossibleSlug(post)) return null;
  return (
    <p className="mt-8 max-w-2xl rounded-card border border-l-4 border-neutral-200 border-l-orange-500 bg-white px-5 py-4 text-neutral-800 shadow-sm">
      {note.message}{' '}
      <NextLink
        href={localizedPath(`/news/${post}`, onlyIn as Locale)}
        hrefLang={note.lang}
        prefetch={false}
        className="font-semibold text-primary underline underline-offset-4 hover:text-orange-700"
      >
        {note.link}
      </NextLink>
    </p>
  );
}
