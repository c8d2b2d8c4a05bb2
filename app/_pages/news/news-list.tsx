import type { ReactNode } from 'react';
import { newsListPath } from '@/lib/routes';
import { JsonLd } from '@/components/json-ld';
import { DraftModeBar } from '@/components/news/draft-mode-bar';
import { NewsListHeader, NoPosts } from '@/components/news/news-list-header';
import { newsWords } from '@/components/news/news-words';
import { PostCard } from '@/components/news/post-card';
import { webPageJsonLd } from '@/lib/json-ld';
import { imagePlaceholder } from '@/lib/news/image-placeholder';
import type { ListPage } from '@/lib/news';
import * as en from '@/content/news/page';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { Pagination } from './pagination';

/** One page of the news list: /news (the newest) and /news/page/{n}, and their /sv twins. */
export async function NewsList({
  list,
  preview,
  locale,
  note,
}: {
  list: ListPage;
  preview: boolean;
  locale: Locale;
  /** Over the posts: the visitors' first page says here why a language switch led to it. */
  note?: ReactNode;
}) {
  const { newsPage } = inLocale(locale, en, translations.newsPage);
  const words = newsWords(locale);
  const { posts, page, pageCount } = list;
  const path = newsListPath(page);
  // The first card of the first page is the one a visitor lands on: its image is fetched
  // first, with a blurred preview until it arrives. Later pages open on the heading.
  const leadIndex = page === 1 ? 0 : -1;
  const leadPlaceholder = await imagePlaceholder(posts[leadIndex]?.featuredImage);
  return (
    <>
      <NewsListHeader
        copy={inLocale(locale, en, translations.newsPage).newsPage}
        page={page}
        pageCount={pageCount}
      >
        {note}
        {posts.length === 0 ? (
          <NoPosts copy={inLocale(locale, en, translations.newsPage).newsPage} />
        ) : (
          <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post, index) => (
              <li key={post.id}>
                <PostCard
                  post={post}
                  locale={locale}
                  words={words}
                  priority={index === leadIndex}
                  placeholder={index === leadIndex ? leadPlaceholder : undefined}
                />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} locale={locale} />
      </NewsListHeader>
      {preview && <DraftModeBar returnPath={path} locale={locale} />}
      <JsonLd data={webPageJsonLd({ ...newsPage, path }, locale)} />
    </>
  );
}
