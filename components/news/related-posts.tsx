import { Link } from '@/components/ui/link';
import { fallbackLangAttribute, formatLongDate, isoDateTime } from '@/lib/news/format';
import { newsPostPath } from '@/lib/routes';
import type { PostSummary } from '@/lib/news/types';
import { NewsImage } from './news-image';
import type { Locale } from '@/lib/i18n';
import type { NewsWords } from './news-words';

type RelatedPostsProps = {
  posts: PostSummary[];
  /** The page's language, for the dates. */
  locale: Locale;
  words: Pick<NewsWords, 'relatedArticles'>;
};

/** 'Related Articles': two columns of linked posts under the article. */
export function RelatedPosts({ posts, locale, words }: RelatedPostsProps) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-articles" className="mt-16 border-t border-neutral-200 pt-12">
      <h2 id="related-articles" className="text-2xl font-bold text-primary">
        {words.relatedArticles}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {posts.map((post) => (
          <li key={post.id}>
            <Link
              href={newsPostPath(post.slug)}
              className="group flex h-full gap-4 rounded-card border border-neutral-200 bg-white p-4 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600"
            >
              {post.featuredImage && (
                // Our images are diagrams: shown whole (contain), never cropped to fragments.
                <span className="relative aspect-video w-28 shrink-0 self-start overflow-hidden rounded-brand bg-neutral-100 sm:w-32">
                  <NewsImage
                    image={post.featuredImage}
                    alt=""
                    fill
                    sizes="128px"
                    className="object-contain"
                  />
                </span>
              )}
              <span>
                <span
                  className="block font-heading font-bold text-primary group-hover:underline"
                  {...fallbackLangAttribute(post.titleLang)}
                >
                  {post.title}
                </span>
                <time
                  dateTime={isoDateTime(post.publishedDate)}
                  className="mt-1 block text-sm text-neutral-600"
                >
                  {formatLongDate(post.publishedDate, locale)}
                </time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
