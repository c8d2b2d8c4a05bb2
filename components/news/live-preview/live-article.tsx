'use client';

import {
  useContentfulInspectorMode,
  useContentfulLiveUpdates,
} from '@contentful/live-preview/react';
import { useLocale } from '@/components/i18n/locale-context';
import { ArticleView } from '@/components/news/article-view';
import type { NewsWords } from '@/components/news/news-words';
import { Container } from '@/components/ui/container';
import type { RawBlogPost } from '@/lib/news/raw-types';
import { reshapePost } from '@/lib/news/reshape';
import { fieldTag } from './inspector';
import { SearchPreview, type SearchPreviewWords } from './search-preview';

const idOf = (value: { sys: { id: string } } | undefined) => value?.sys.id;

/** The preview's own words (content/news/page.ts), beside the article's. */
type LivePreviewWords = { needsTitleAndSlug: string; searchPreview: SearchPreviewWords };

/**
 * The article in draft mode: the same ArticleView as app/_pages/news/post-page.tsx, rendered from the
 * raw entry so that Live Preview can replace it as the editor types, with every field tagged for
 * the inspector.
 */
export function LiveArticle({
  entry,
  words,
}: {
  entry: RawBlogPost;
  /** Its words in the page's language, from the server page. */
  words: NewsWords & { preview: LivePreviewWords };
}) {
  const live = useContentfulLiveUpdates(entry);
  const inspect = useContentfulInspectorMode();
  const locale = useLocale();
  const { preview } = words;
  const post = reshapePost(live);
  const id = live.sys.id;
  const tag = (fieldId: string, entryId: string | undefined = id) =>
    fieldTag(inspect, fieldId, entryId);

  if (!post) {
    return (
      <Container className="max-w-3xl pt-header pb-20">
        <p role="alert" className="text-lg text-neutral-800" {...tag('title')}>
          {preview.needsTitleAndSlug}
        </p>
      </Container>
    );
  }

  const seoId = idOf(live.fields.seoFields);
  return (
    <article className="pt-header pb-20">
      <ArticleView post={post} locale={locale} words={words} tag={(fieldId) => tag(fieldId)}>
        <SearchPreview post={post} tag={tag} seoId={seoId} copy={preview.searchPreview} />
      </ArticleView>
    </article>
  );
}
