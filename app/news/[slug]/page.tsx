import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/json-ld';
import { ArticleFooter } from '@/components/news/article-footer';
import { AuthorByline } from '@/components/news/author-byline';
import { DraftModeBar } from '@/components/news/draft-mode-bar';
import { NewsImage } from '@/components/news/news-image';
import { RelatedPosts } from '@/components/news/related-posts';
import { RichText } from '@/components/news/rich-text';
import { Container } from '@/components/ui/container';
import { absoluteUrl } from '@/lib/env';
import { newsArticleJsonLd } from '@/lib/json-ld';
import { getArticle, postIndex, prerenderedArticles } from '@/lib/news';
import { formatLongDate, isoDateTime } from '@/lib/news/format';
import { postMetadata } from '@/lib/news/metadata';
import { newsPostPath } from '@/lib/routes';

type Props = { params: Promise<{ slug: string }> };

// Safety net behind the webhook. Only the newest posts are built ahead, so the build does not
// grow with the space; any other published slug renders on its first visit and is cached.
export const revalidate = 3600;
export const dynamicParams = true;

export async function generateStaticParams() {
  const refs = await postIndex();
  return refs.slice(0, prerenderedArticles).map((ref) => ({ slug: ref.slug }));
}

async function loadPost(slug: string) {
  const { isEnabled: preview } = await draftMode();
  // null means "no such post" (404), decided on the cached index without asking the CMS; a
  // failing source throws and is never cached as a 404. getArticle is shared per request.
  const post = await getArticle(slug, preview);
  if (!post) notFound();
  return { post, preview };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { post } = await loadPost((await params).slug);
  return postMetadata(post);
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params;
  const { post, preview } = await loadPost(slug);
  const path = newsPostPath(post.slug);
  const shareImage = post.seo.shareImages[0] ?? post.featuredImage;

  return (
    <article className="pt-28 pb-20 sm:pt-36">
      <Container className="max-w-3xl">
        <header>
          <p className="hero-stagger-1 font-heading text-sm font-bold tracking-widest text-orange-700 uppercase">
            News
          </p>
          <h1 className="hero-stagger-2 mt-3 text-3xl leading-tight font-bold text-primary sm:text-5xl">
            {post.title}
          </h1>
          <div className="hero-stagger-3 mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 text-neutral-700">
            {post.author && <AuthorByline author={post.author} />}
            <p>
              Published:{' '}
              <time dateTime={isoDateTime(post.publishedDate)}>
                {formatLongDate(post.publishedDate)}
              </time>
            </p>
          </div>
        </header>
        {post.featuredImage && (
          <NewsImage
            image={post.featuredImage}
            priority
            sizes="(min-width: 768px) 720px, 100vw"
            className="mt-10 h-auto w-full rounded-card"
          />
        )}
        {post.content && <RichText document={post.content} className="mt-10" />}
        <RelatedPosts posts={post.related} />
        <ArticleFooter />
      </Container>
      {preview && <DraftModeBar returnPath={path} />}
      <JsonLd
        data={newsArticleJsonLd({
          headline: post.title,
          description: post.seo.pageDescription ?? post.shortDescription ?? post.title,
          path,
          datePublished: isoDateTime(post.publishedDate),
          dateModified: isoDateTime(post.updatedAt),
          authorName: post.author?.name,
          image: shareImage && absoluteUrl(shareImage.url),
        })}
      />
    </article>
  );
}
