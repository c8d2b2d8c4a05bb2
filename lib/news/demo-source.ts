import demoExport from '@/content/news/space-export.json';
import { contentTypes, type RawBlogPost, type RawLink } from './raw-types';
import { reshapePost, reshapePostList } from './reshape';
import { publishedEntries, type SpaceExport } from './space-export';
import type { NewsSource, PostRef } from './types';

const linkId = (value: unknown): string | undefined =>
  (value as RawLink | undefined)?.sys?.id ?? undefined;

/** The bundled demo posts: the same export file that seeds a real space with contentful-import. */
export function demoSource(data: SpaceExport = demoExport as unknown as SpaceExport): NewsSource {
  const posts = (include: number) =>
    publishedEntries(data, contentTypes.blogPost, include) as RawBlogPost[];
  const post = (match: (entry: RawBlogPost) => boolean) => {
    const entry = posts(3).find(match);
    return entry ? (reshapePost(entry) ?? null) : null;
  };
  return {
    async postRefs(chunk) {
      const raw = new Map(posts(1).map((entry) => [entry.sys.id, entry]));
      const summaries = reshapePostList(posts(2));
      const refs = summaries.map((summary): PostRef => {
        const fields = raw.get(summary.id)?.fields;
        const dependsOn = [
          linkId(fields?.author),
          linkId(fields?.featuredImage),
          linkId(fields?.seoFields),
          ...(fields?.relatedBlogPosts ?? []).map(linkId),
        ].filter((id): id is string => !!id);
        return {
          id: summary.id,
          slug: summary.slug,
          publishedDate: summary.publishedDate,
          updatedAt: summary.updatedAt,
          noindex: summary.noindex,
          canonicalUrl: summary.canonicalUrl,
          dependsOn: [...new Set(dependsOn)],
        };
      });
      // The demo space is small: everything is chunk 0.
      return {
        refs: chunk === 0 ? refs : [],
        total: refs.length,
        chunkSize: Math.max(refs.length, 1),
      };
    },
    async getSummaries(ids) {
      const byId = new Map(reshapePostList(posts(2)).map((summary) => [summary.id, summary]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },
    async getPost(slug) {
      return post((entry) => entry.fields.slug === slug);
    },
    async getPostById(id) {
      return post((entry) => entry.sys.id === id);
    },
  };
}
