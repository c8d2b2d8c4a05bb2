import type { ReactNode } from 'react';
import { AuthorByline } from '@/components/news/author-byline';
import { NewsImage } from '@/components/news/news-image';
import { RelatedPosts } from '@/components/news/related-posts';
import { RichText } from '@/components/news/rich-text';
import { Container } from '@/components/ui/container';
import type { Post } from '@/lib/news';
import { fallbackLangAttribute, formatLongDate, isoDateTime } from '@/lib/news/format';
import { Eyebrow } from '@/components/marketing/eyebrow';
import type { Locale } from '@/lib/i18n';
import type { NewsWords } from './news-words';

/** Attributes that tie an element to a post field (Live Preview's inspector); none for visitors. */
type FieldTag = (
  fieldId: 'title' | 'author' | 'publishedDate' | 'featuredImage' | 'content',
) => Record<string, string>;

const untagged: FieldTag = () => ({});

type ArticleViewProps = {
  post: Post;
  /** The page's language, for its dates (the post's words come in it already). */
  locale: Locale;
  /** The page's own words, in its language (newsWords). */
  words: NewsWords;
  /** Live Preview tags fields for its inspector; visitors' pages leave this out. */
  tag?: FieldTag;
  /** The featured image's blurred preview (lib/news/image-placeholder.ts), shown until it loads. */
  imagePlaceholder?: string;
  /** What follows the related posts: the visitors' way on, or the editors' search preview. */
  children?: ReactNode;
};

/**
 * One article as visitors see it, shared by the published page and the Live Preview route so
 * that the two cannot drift apart.
 */
export function ArticleView({
  post,
  locale,
  words,
  tag = untagged,
  imagePlaceholder,
  children,
}: ArticleViewProps) {
  return (
    <Container className="max-w-3xl">
      <header>
        <Eyebrow className="hero-stagger-1">{words.newsEyebrow}</Eyebrow>
        <h1
          className="hero-stagger-2 mt-3 text-3xl leading-tight font-bold text-primary sm:text-5xl"
          {...tag('title')}
          {...fallbackLangAttribute(post.titleLang)}
        >
          {post.title}
        </h1>
        <div className="hero-stagger-3 mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-neutral-700">
          {post.author && (
            <div {...tag('author')}>
              <AuthorByline author={post.author} />
            </div>
          )}
          <p {...tag('publishedDate')}>
            {words.published}{' '}
            <time dateTime={isoDateTime(post.publishedDate)}>
              {formatLongDate(post.publishedDate, locale)}
            </time>
          </p>
        </div>
      </header>
      {post.featuredImage && (
        <div className="mt-10" {...tag('featuredImage')}>
          <NewsImage
            image={post.featuredImage}
            priority
            placeholder={imagePlaceholder}
            sizes="(min-width: 768px) 720px, 100vw"
            className="h-auto w-full rounded-card"
          />
        </div>
      )}
      {post.content && (
        <div className="mt-10" {...tag('content')} {...fallbackLangAttribute(post.contentLang)}>
          <RichText document={post.content} words={words} />
        </div>
      )}
      <RelatedPosts posts={post.related} locale={locale} words={words} />
      {children}
    </Container>
  );
}
