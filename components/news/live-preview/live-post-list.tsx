'use client';

import {
  useContentfulInspectorMode,
  useContentfulLiveUpdates,
} from '@contentful/live-preview/react';
import { useLocale } from '@/components/i18n/locale-context';
import { NoPosts } from '@/components/news/news-list-header';
import type { NewsWords } from '@/components/news/news-words';
import { PostCard } from '@/components/news/post-card';
import type { RawBlogPost } from '@/lib/news/raw-types';
import { reshapePostList } from '@/lib/news/reshape';
import { fieldTag } from './inspector';

/** The news list in draft mode: drafts included, updated live, each card opens its post. */
export function LivePostList({
  entries,
  words,
}: {
  entries: RawBlogPost[];
  /** Its words in the page's language, from the server page. */
  words: Pick<NewsWords, 'readMore'> & { empty: string };
}) {
  const live = useContentfulLiveUpdates(entries);
  const inspect = useContentfulInspectorMode();
  const locale = useLocale();
  const posts = reshapePostList(live);
  if (posts.length === 0) {
    return <NoPosts copy={words} />;
  }
  return (
    <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post, index) => (
        <li key={post.id} {...fieldTag(inspect, 'title', post.id)}>
          <PostCard post={post} locale={locale} words={words} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
