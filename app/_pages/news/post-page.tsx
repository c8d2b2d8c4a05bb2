import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/json-ld';
import { ArticleFooter } from '@/components/news/article-footer';
import { ArticleView } from '@/components/news/article-view';
import { newsWords } from '@/components/news/news-words';
import { absoluteUrl } from '@/lib/env';
import { localizedPath, type Locale } from '@/lib/i18n';
import { newsArticleJsonLd } from '@/lib/json-ld';
import { getArticle, postIndex, prerenderedArticles, publishedLocalesOf } from '@/lib/news';
import { imagePlaceholder } from '@/lib/news/image-placeholder';
import { isoDateTime } from '@/lib/news/format';
import { postMetadata } from './post-metadata';
import { newsPostPath } from '@/lib/routes';

type Props = { params: Promise<{ slug: string }> };

/**
 * /news/{slug} and /sv/news/{slug}: a post published in `locale` (the slug is the same in both
 * languages). A post not published in `locale` is not in its index: a 404 there, like any
 * unknown slug. In draft mode next.config.ts rewrites both to the live preview.
 */
export function newsPostRoute(locale: Locale) {
  async function generateStaticParams() {
    const refs = await postIndex(false, locale);
    return refs.slice(0, prerenderedArticles).map((ref) => ({ slug: ref.slug }));
  }

  async function loadPost(slug: string) {
    // null means "no such post" (404), decided on the cached index without asking the CMS; a
    // failing source throws and is never cached as a 404. getArticle is shared per request.
    const post = await getArticle(slug, locale);
    if (!post) notFound();
    return post;
  }

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const post = await loadPost((await params).slug);
    // hreflang alternates: only the languages the post is published in.
    return postMetadata(post, locale, await publishedLocalesOf(post.slug));
  }

  async function PostPage({ params }: Props) {
    const { slug } = await params;
    const post = await loadPost(slug);
    const path = localizedPath(newsPostPath(post.slug), locale);
    const shareImage = post.seo.shareImages[0] ?? post.featuredImage;
    const placeholder = await imagePlaceholder(post.featuredImage);

    return (
      <article className="pt-header pb-20">
        <ArticleView
          post={post}
          locale={locale}
          words={newsWords(locale)}
          imagePlaceholder={placeholder}
        >
          <ArticleFooter locale={locale} />
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
            locale,
          })}
        />
      </article>
    );
  }

  return { generateStaticParams, generateMetadata, Page: PostPage };
}
