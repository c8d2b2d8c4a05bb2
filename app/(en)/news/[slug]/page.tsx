import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/json-ld';
import { ArticleFooter } from '@/components/news/article-footer';
import { ArticleView } from '@/components/news/article-view';
import { absoluteUrl } from '@/lib/env';
import { newsArticleJsonLd } from '@/lib/json-ld';
import { getArticle, postIndex, prerenderedArticles } from '@/lib/news';
import { imagePlaceholder } from '@/lib/news/image-placeholder';
import { isoDateTime } from '@/lib/news/format';
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

// Published posts only: in draft mode next.config.ts rewrites /news/{slug} to app/live-preview.
async function loadPost(slug: string) {
  // null means "no such post" (404), decided on the cached index without asking the CMS; a
  // failing source throws and is never cached as a 404. getArticle is shared per request.
  const post = await getArticle(slug);
  if (!post) notFound();
  return post;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return postMetadata(await loadPost((await params).slug));
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params;
  const post = await loadPost(slug);
  const path = newsPostPath(post.slug);
  const shareImage = post.seo.shareImages[0] ?? post.featuredImage;
  const placeholder = await imagePlaceholder(post.featuredImage);

  return (
    <article className="pt-header pb-20">
      <ArticleView post={post} imagePlaceholder={placeholder}>
        <ArticleFooter />
      </ArticleView>
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
