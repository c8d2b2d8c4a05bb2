import demoExport from '@/content/news/space-export.json';
import { contentfulLocale, defaultLocale, type Locale } from '@/lib/i18n';
import { contentTypes, type RawBlogPost } from './raw-types';
import { newestFirst, reshapePost, reshapePostList, reshapePostRef } from './reshape';
import { publishedEntries, type SpaceExport } from './space-export';
import type { NewsSource } from './types';

/**
 * The bundled demo posts in one language: the same export file that seeds a real space with
 * contentful-import, read as the delivery API reads it in that locale (fallback per field,
 * posts not published in the locale left out).
 */
export function demoSource(
  data: SpaceExport = demoExport as unknown as SpaceExport,
  locale: Locale = defaultLocale,
): NewsSource {
  const code = contentfulLocale[locale];
  const posts = (include: number) =>
    publishedEntries(data, contentTypes.blogPost, include, code) as RawBlogPost[];
  const post = (match: (entry: RawBlogPost) => boolean) => {
    const entry = posts(3).find(match);
    return entry ? (reshapePost(entry) ?? null) : null;
  };
  return {
    async postRefs(chunk) {
      const refs = posts(1)
        .flatMap((entry) => reshapePostRef(entry) ?? [])
        .sort(newestFirst);
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
    async getPosts(ids) {
      const wanted = new Set(ids);
      return posts(1)
        .filter((entry) => wanted.has(entry.sys.id))
        .flatMap((entry) => reshapePost(entry) ?? []);
    },
  };
}
