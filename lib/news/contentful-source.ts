import { createClient, type ContentfulClientApi } from 'contentful';
import type { ContentfulConfig } from './config';
import { contentTypes, type RawBlogPost } from './raw-types';
import { reshapePost, reshapePostList } from './reshape';
import type { NewsSource } from './types';

/** Link depths of spec 7: the list resolves two levels, an article three. */
const listInclude = 2;
const articleInclude = 3;
/** Fail fast: a build or a refresh must not hang on a CMS that is down (spec: 30 s at most). */
const requestTimeoutMs = 10_000;

function client(config: ContentfulConfig, preview: boolean): ContentfulClientApi<undefined> {
  const token = preview ? config.previewToken : config.accessToken;
  if (!token) throw new Error('CONTENTFUL_PREVIEW_TOKEN is missing: draft mode needs it.');
  return createClient({
    space: config.spaceId,
    environment: config.environment,
    accessToken: token,
    host: config.host ?? (preview ? 'preview.contentful.com' : 'cdn.contentful.com'),
    insecure: config.insecure,
    // No retries: a failed query throws at once, so Next keeps the last good page.
    retryOnError: false,
    timeout: requestTimeoutMs,
    // The client's own console logging would duplicate the error Next reports.
    logHandler: () => {},
  });
}

// The client's generic entry types cannot express our optional, maybe-unresolved fields.
const asRawPosts = (items: unknown): RawBlogPost[] => items as RawBlogPost[];

export function contentfulSource(config: ContentfulConfig, { preview = false } = {}): NewsSource {
  const api = client(config, preview);
  return {
    async listPosts() {
      const response = await api.getEntries({
        content_type: contentTypes.blogPost,
        include: listInclude,
        order: ['-fields.publishedDate'],
        limit: 1000,
      });
      return reshapePostList(asRawPosts(response.items));
    },
    async getPost(slug) {
      const response = await api.getEntries({
        content_type: contentTypes.blogPost,
        'fields.slug': slug,
        include: articleInclude,
        limit: 1,
      });
      const [first] = asRawPosts(response.items);
      return first ? (reshapePost(first) ?? null) : null;
    },
  };
}
