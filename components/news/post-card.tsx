import { Link } from '@/components/ui/link';
import { fallbackLangAttribute, formatLongDate, isoDateTime } from '@/lib/news/format';
import type { PostSummary } from '@/lib/news/types';
import { AuthorByline } from './author-byline';
import { NewsImage } from './news-image';
import { newsPostPath } from '@/lib/routes';
import type { Locale } from '@/lib/i18n';
import type { NewsWords } from './news-words';

type PostCardProps = {
  post: PostSummary;
  /** The page's language, for the date. */
  locale: Locale;
  words: Pick<NewsWords, 'readMore'>;
  /** The list's first card: its image is fetched first, and `placeholder` shows meanwhile. */
  priority?: boolean;
  placeholder?: string;
};

/** A post on the news list: the whole card is one link to the article. */
export function PostCard({ post, locale, words, priority = false, placeholder }: PostCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-neutral-200 bg-white shadow-sm transition-shadow duration-200 focus-within:shadow-lg hover:shadow-lg">
      {post.featuredImage && (
        <div className="relative aspect-video overflow-hidden bg-neutral-100">
          <NewsImage
            image={post.featuredImage}
            fill
            priority={priority}
            placeholder={placeholder}
            sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
            className="object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
          />
        </div>
      )}
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-neutral-600">
          <time dateTime={isoDateTime(post.publishedDate)}>
            {formatLongDate(post.publishedDate, locale)}
          </time>
        </p>
        <h2
          className="mt-2 text-xl leading-snug font-bold text-primary"
          {...fallbackLangAttribute(post.titleLang)}
        >
          <Link
            href={newsPostPath(post.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-card after:focus-visible:outline-2 after:focus-visible:outline-orange-600"
          >
            {post.title}
          </Link>
        </h2>
        {post.shortDescription && (
          <p
            className="mt-3 text-neutral-700"
            {...fallbackLangAttribute(post.shortDescriptionLang)}
          >
            {post.shortDescription}
          </p>
        )}
        <div className="mt-auto flex items-center justify-between gap-4 pt-6">
          {post.author ? <AuthorByline author={post.author} /> : <span />}
          <span aria-hidden="true" className="font-heading font-semibold text-orange-700">
            {words.readMore} →
          </span>
        </div>
      </div>
    </article>
  );
}
