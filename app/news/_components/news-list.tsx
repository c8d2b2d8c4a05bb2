import { JsonLd } from '@/components/json-ld';
import { DraftModeBar } from '@/components/news/draft-mode-bar';
import { PostCard } from '@/components/news/post-card';
import { Container } from '@/components/ui/container';
import { webPageJsonLd } from '@/lib/json-ld';
import { imagePlaceholder } from '@/lib/news/image-placeholder';
import type { ListPage } from '@/lib/news';
import { newsPage } from '@/content/news/page';
import { listPath } from './list-pages';
import { Pagination } from './pagination';

/** One page of the news list: /news (the newest) and /news/page/{n}. */
export async function NewsList({ list, preview }: { list: ListPage; preview: boolean }) {
  const { posts, page, pageCount } = list;
  const path = listPath(page);
  // The first card of the first page is the one a visitor lands on: its image is fetched
  // first, with a blurred preview until it arrives. Later pages open on the heading.
  const leadIndex = page === 1 ? 0 : -1;
  const leadPlaceholder = await imagePlaceholder(posts[leadIndex]?.featuredImage);
  return (
    <>
      <section className="bg-gradient-to-b from-primary-50 to-white pt-28 pb-20 sm:pt-36">
        <Container>
          <p className="hero-stagger-1 font-heading text-sm font-bold tracking-widest text-orange-700 uppercase">
            {newsPage.eyebrow}
          </p>
          <h1 className="hero-stagger-2 mt-3 text-4xl font-bold text-primary sm:text-5xl">
            Latest Articles
            {page > 1 && <span className="sr-only">, page {page}</span>}
          </h1>
          <p className="hero-stagger-3 mt-4 max-w-2xl text-lg text-neutral-700">
            {page > 1 ? `Page ${page} of ${pageCount}. ` : ''}
            {newsPage.intro}
          </p>
          {posts.length === 0 ? (
            <p className="mt-12 text-lg text-neutral-700">No news posts found.</p>
          ) : (
            <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {posts.map((post, index) => (
                <li key={post.id}>
                  <PostCard
                    post={post}
                    priority={index === leadIndex}
                    placeholder={index === leadIndex ? leadPlaceholder : undefined}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination page={page} pageCount={pageCount} />
        </Container>
      </section>
      {preview && <DraftModeBar returnPath={path} />}
      <JsonLd data={webPageJsonLd({ ...newsPage, path })} />
    </>
  );
}
