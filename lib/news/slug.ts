/**
 * What a post's slug can look like: the content model's own validation of `pageBlogPost.slug`
 * (contentful/migrations/news-content-model.ts; tests/unit/news/content-model.test.ts keeps
 * the two equal), within the 256 characters of a Contentful Symbol field.
 * A slug outside it cannot exist, so it is answered 404 without asking the CMS.
 */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const maxSlugLength = 256;

export function isPossibleSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && slug.length <= maxSlugLength && slugPattern.test(slug);
}
