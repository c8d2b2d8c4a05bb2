import demoExport from '@/content/news/space-export.json';
import { contentTypes, type RawBlogPost } from './raw-types';
import { reshapePost, reshapePostList } from './reshape';
import { publishedEntries, type SpaceExport } from './space-export';
import type { NewsSource } from './types';

/** The bundled demo posts: the same export file that seeds a real space with contentful-import. */
export function demoSource(data: SpaceExport = demoExport as unknown as SpaceExport): NewsSource {
  const posts = (include: number) =>
    publishedEntries(data, contentTypes.blogPost, include) as RawBlogPost[];
  return {
    async listPosts() {
      return reshapePostList(posts(2));
    },
    async getPost(slug) {
      const entry = posts(3).find((post) => post.fields.slug === slug);
      return entry ? (reshapePost(entry) ?? null) : null;
    },
  };
}
