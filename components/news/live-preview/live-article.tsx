'use client';

import {
  useContentfulInspectorMode,
  useContentfulLiveUpdates,
} from '@contentful/live-preview/react';
import { AuthorByline } from '@/components/news/author-byline';
import { NewsImage } from '@/components/news/news-image';
import { RelatedPosts } from '@/components/news/related-posts';
import { RichText } from '@/components/news/rich-text';
import { Container } from '@/components/ui/container';
import { formatLongDate, isoDateTime } from '@/lib/news/format';
import type { RawBlogPost } from '@/lib/news/raw-types';
import { reshapePost } from '@/lib/news/reshape';
import { fieldTag } from './inspector';
import { SearchPreview } from './search-preview';

const idOf = (value: { sys: { id: string } } | undefined) => value?.sys.id;

/**
 * The article in draft mode: the same look as app/news/[slug]/page.tsx, rendered from the raw
 * entry so that Live Preview can replace it as the editor types, with every field tagged for
 * the inspector.
 */
export function LiveArticle({ entry }: { entry: RawBlogPost }) {
  const live = useContentfulLiveUpdates(entry);
  const inspect = useContentfulInspectorMode();
  const post = reshapePost(live);
  const id = live.sys.id;
  const tag = (fieldId: string, entryId: string | undefined = id) =>
    fieldTag(inspect, fieldId, entryId);

  if (!post) {
    return (
      <Container className="max-w-3xl pt-28 pb-20 sm:pt-36">
        <p role="alert" className="text-lg text-neutral-800" {...tag('title')}>
          This draft needs a title and a slug before it can be shown.
        </p>
      </Container>
    );
  }

  const seoId = idOf(live.fields.seoFields);
  return (
    <article className="pt-28 pb-20 sm:pt-36">
      <Container className="max-w-3xl">
        <header>
          <p className="font-heading text-sm font-bold tracking-widest text-orange-700 uppercase">
            News
          </p>
          <h1
            className="mt-3 text-3xl leading-tight font-bold text-primary sm:text-5xl"
            {...tag('title')}
          >
            {post.title}
          </h1>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-neutral-700">
            {post.author && (
              <span {...tag('author')}>
                <AuthorByline author={post.author} />
              </span>
            )}
            <p {...tag('publishedDate')}>
              Published:{' '}
              <time dateTime={isoDateTime(post.publishedDate)}>
                {formatLongDate(post.publishedDate)}
              </time>
            </p>
          </div>
        </header>
        {post.featuredImage && (
          <div className="mt-10" {...tag('featuredImage')}>
            <NewsImage
              image={post.featuredImage}
              priority
              sizes="(min-width: 768px) 720px, 100vw"
              className="h-auto w-full rounded-card"
            />
          </div>
        )}
        {post.content && (
          <div {...tag('content')}>
            <RichText document={post.content} className="mt-10" />
          </div>
        )}
        <RelatedPosts posts={post.related} />
        <SearchPreview post={post} tag={tag} seoId={seoId} />
      </Container>
    </article>
  );
}
