import { draftMode } from 'next/headers';
import { JsonLd } from '@/components/json-ld';
import { DraftModeBar } from '@/components/news/draft-mode-bar';
import { PostCard } from '@/components/news/post-card';
import { Container } from '@/components/ui/container';
import { webPageJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { newsSource } from '@/lib/news';
import { newsPage } from '@/content/news/page';

// Safety net behind the webhook: even a missed call is picked up within the hour.
export const revalidate = 3600;

export const metadata = pageMetadata({ ...newsPage, path: '/news' });

export default async function NewsPage() {
  const { isEnabled: preview } = await draftMode();
  // A failing source throws: the error boundary shows the message on a first render, and a
  // refresh keeps serving the last good page instead of caching an empty list.
  const posts = await newsSource({ preview }).listPosts();

  return (
    <>
      <section className="bg-gradient-to-b from-primary-50 to-white pt-28 pb-20 sm:pt-36">
        <Container>
          <p className="hero-stagger-1 font-heading text-sm font-bold tracking-widest text-orange-700 uppercase">
            {newsPage.eyebrow}
          </p>
          <h1 className="hero-stagger-2 mt-3 text-4xl font-bold text-primary sm:text-5xl">
            Latest Articles
          </h1>
          <p className="hero-stagger-3 mt-4 max-w-2xl text-lg text-neutral-700">{newsPage.intro}</p>
          {posts.length === 0 ? (
            <p className="mt-12 text-lg text-neutral-700">No news posts found.</p>
          ) : (
            <ul className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {posts.map((post, index) => (
                <li key={post.id}>
                  <PostCard post={post} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
        </Container>
      </section>
      {preview && <DraftModeBar returnPath="/news" />}
      <JsonLd data={webPageJsonLd({ ...newsPage, path: '/news' })} />
    </>
  );
}
