import type { Post } from '@/lib/news/types';
import type { newsPage } from '@/content/news/page';

type Tag = (fieldId: string, entryId?: string) => Record<string, string>;

/** Its words, in the page's language (content/news/page.ts). */
export type SearchPreviewWords = (typeof newsPage)['preview']['searchPreview'];

/**
 * What a post shows outside its own page, for the editor only: its card text and its search
 * and social fields, which visitors never see on the page. Each line opens its field.
 */
export function SearchPreview({
  post,
  tag,
  seoId,
  copy,
}: {
  post: Post;
  tag: Tag;
  seoId?: string;
  copy: SearchPreviewWords;
}) {
  const { seo } = post;
  // Without an SEO entry yet, a click opens the post's "SEO fields" reference instead.
  const seoTag = (field: string) => (seoId ? tag(field, seoId) : tag('seoFields'));
  const robots = [seo.noindex && 'noindex', seo.nofollow && 'nofollow'].filter(Boolean);
  const rows: { label: string; value: string; attributes: Record<string, string> }[] = [
    {
      label: copy.cardText,
      value: post.shortDescription ?? copy.empty,
      attributes: tag('shortDescription'),
    },
    {
      label: copy.searchTitle,
      value: seo.pageTitle ?? `${post.title} ${copy.fromTitle}`,
      attributes: seoTag('pageTitle'),
    },
    {
      label: copy.searchDescription,
      value: seo.pageDescription ?? copy.fromCardText,
      attributes: seoTag('pageDescription'),
    },
    {
      label: copy.canonicalUrl,
      value: seo.canonicalUrl ?? copy.thisPage,
      attributes: seoTag('canonicalUrl'),
    },
    {
      label: copy.searchEngines,
      value: robots.length > 0 ? robots.join(', ') : copy.mayIndex,
      attributes: seoTag('noindex'),
    },
    {
      label: copy.shareImage,
      value: seo.shareImages[0]?.alt || (seo.shareImages[0] ? copy.set : copy.featuredImage),
      attributes: seoTag('shareImages'),
    },
  ];
  return (
    <aside
      aria-labelledby="search-preview"
      className="mt-16 rounded-card border border-dashed border-neutral-300 bg-neutral-50 p-6 text-sm"
    >
      <h2 id="search-preview" className="font-heading text-lg font-bold text-primary">
        {copy.heading}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-semibold text-neutral-800">{row.label}</dt>
            <dd className="text-neutral-700" {...row.attributes}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
