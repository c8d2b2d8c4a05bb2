import { createClient, type ContentfulClientApi, type CreateClientParams } from 'contentful';
import { contentfulLocale, defaultLocale, type Locale } from '@/lib/i18n';
import type { ContentfulConfig } from './config';
import { contentTypes, localizedFields, type RawBlogPost, type RawLink } from './raw-types';
import { reshapePost, reshapePostRef, reshapeSummary } from './reshape';
import { CmsError, currentPolicy, withRetry } from './retry';
import type { NewsSource, Post, PostSummary } from './types';

/** Link depths: a card resolves two levels, an article three. */
export const cardInclude = 2;
export const articleInclude = 3;
/** The delivery API's largest page. */
const refChunkSize = 1000;
/** Ids per `sys.id[in]` query: keeps the URL far below the API's length limit. */
const idsPerQuery = 100;
/** Newest first; the id breaks ties so skip/limit pages never overlap or skip a post. */
const newestFirst = ['-fields.publishedDate', 'sys.id'];

/** What the index asks for: no bodies, links unresolved, so a 1,000-post page stays small. */
const refFields = [
  'sys',
  'fields.title',
  'fields.slug',
  'fields.publishedDate',
  'fields.author',
  'fields.featuredImage',
  'fields.seoFields',
  'fields.relatedBlogPosts',
].join(',');
/** What a card shows (and the SEO entry, for noindex and canonical). */
const cardFields = [
  'sys',
  'fields.title',
  'fields.slug',
  'fields.shortDescription',
  'fields.publishedDate',
  'fields.author',
  'fields.featuredImage',
  'fields.seoFields',
].join(',');

type AxiosLikeError = {
  message?: string;
  code?: string;
  response?: { status?: number; headers?: Record<string, unknown>; data?: { message?: unknown } };
};

/**
 * The client's own error handler drops the response headers; this runs first (the client's
 * `onError` interceptor) and turns the failure into a CmsError that keeps the status and the
 * rate-limit reset, which the client then rethrows unchanged.
 */
function toCmsError(error: AxiosLikeError): Promise<never> {
  const response = error.response;
  if (!response) {
    return Promise.reject(
      new CmsError(`Contentful did not answer: ${error.code ?? error.message}`),
    );
  }
  const reset = Number(response.headers?.['x-contentful-ratelimit-reset']);
  const detail = typeof response.data?.message === 'string' ? `: ${response.data.message}` : '';
  return Promise.reject(
    new CmsError(
      `Contentful answered ${response.status}${detail}`,
      response.status,
      Number.isFinite(reset) ? reset : undefined,
    ),
  );
}

/** Asks the delivery API to follow each locale's publishing state (`sys.fieldStatus`). */
const localeBasedPublishingHeader = 'X-Contentful-Locale-Based-Publishing';

function client(config: ContentfulConfig, preview: boolean): ContentfulClientApi<undefined> {
  const token = preview ? config.previewToken : config.accessToken;
  if (!token) throw new Error('CONTENTFUL_PREVIEW_TOKEN is missing: draft mode needs it.');
  const params: CreateClientParams & { onError: typeof toCmsError } = {
    space: config.spaceId,
    environment: config.environment,
    accessToken: token,
    host: config.host ?? (preview ? 'preview.contentful.com' : 'cdn.contentful.com'),
    insecure: config.insecure,
    // Our own retry loop (retry.ts): the client's would ignore any time budget.
    retryOnError: false,
    timeout: currentPolicy().timeoutMs,
    onError: toCmsError,
    // The client's own console logging would duplicate the error Next reports.
    logHandler: () => {},
    // Locale-based publishing: a post published in English only is not delivered in Swedish
    // (the delivery API answers as if it did not exist). The Preview API ignores the header
    // and shows every locale; without locale-based publishing in the space it changes nothing.
    headers: { [localeBasedPublishingHeader]: 'true' },
  };
  return createClient(params);
}

// The client's generic entry types cannot express our optional, maybe-unresolved fields.
const asRawPosts = (items: unknown): RawBlogPost[] => items as RawBlogPost[];

const linkId = (value: unknown): string | undefined => {
  const sys = (value as RawLink | undefined)?.sys;
  return typeof sys?.id === 'string' ? sys.id : undefined;
};

type ResponseRecord = {
  sys: {
    id: string;
    type: string;
    contentType?: { sys: { id: string } };
    fallbacks?: Record<string, string>;
  };
  fields: Record<string, unknown>;
};

/** Every entry and asset in a response's resolved tree, each once (links may loop). */
function recordsIn(root: unknown): ResponseRecord[] {
  const found: ResponseRecord[] = [];
  const seen = new Set<object>();
  const visit = (value: unknown) => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    const candidate = value as Partial<ResponseRecord>;
    if (
      (candidate.sys?.type === 'Entry' || candidate.sys?.type === 'Asset') &&
      typeof candidate.fields === 'object' &&
      candidate.fields !== null
    ) {
      found.push(candidate as ResponseRecord);
    }
    for (const child of Array.isArray(value) ? value : Object.values(value)) visit(child);
  };
  visit(root);
  return found;
}

/**
 * Marks the fields of `localized` (a response in `code`) that the delivery API filled from
 * `fallbackCode`: translatable fields (`localizedFields`) without a value of their own in `code`
 * in `everyLocale` (the same query with every locale). The API gives a fallback value without
 * saying so.
 */
function markFallbacks(
  localized: unknown,
  everyLocale: unknown,
  code: string,
  fallbackCode: string,
): void {
  const translated = new Map<string, Set<string>>();
  for (const record of recordsIn(everyLocale)) {
    const names = Object.entries(record.fields)
      .filter(([, values]) => typeof values === 'object' && values !== null && code in values)
      .map(([name]) => name);
    translated.set(`${record.sys.type}:${record.sys.id}`, new Set(names));
  }
  for (const record of recordsIn(localized)) {
    const own = translated.get(`${record.sys.type}:${record.sys.id}`);
    if (!own) continue;
    const type = record.sys.type === 'Asset' ? 'Asset' : record.sys.contentType?.sys.id;
    const translatable = new Set(localizedFields[type ?? ''] ?? []);
    const fallbacks = Object.keys(record.fields).filter(
      (name) => translatable.has(name) && !own.has(name),
    );
    if (fallbacks.length === 0) continue;
    record.sys.fallbacks = Object.fromEntries(fallbacks.map((name) => [name, fallbackCode]));
  }
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size)
    out.push(items.slice(start, start + size));
  return out;
}

/**
 * The posts of one language from Contentful: every query names the locale, so fields come in
 * that locale (Contentful falls back to English, field by field, where one is not translated).
 * In another language than the default, the cards and articles are read once more with every
 * locale, to know which fields fell back (`markFallbacks`): pages mark those with their `lang`.
 */
export function contentfulSource(
  config: ContentfulConfig,
  { preview = false, locale = defaultLocale }: { preview?: boolean; locale?: Locale } = {},
): NewsSource {
  const api = client(config, preview);
  const code = contentfulLocale[locale];
  // Queries are built as plain objects: the client's query type cannot express `select` strings.
  type Query = Parameters<typeof api.getEntries>[0];
  const query = (params: Record<string, unknown>) =>
    withRetry(() => api.getEntries({ ...params, locale: code } as Query));
  const entries = (params: Record<string, unknown>) =>
    query({ content_type: contentTypes.blogPost, ...params });
  const fallbackCode = contentfulLocale[defaultLocale];
  /** Posts as `entries` gives them, their fallback fields marked (nothing to mark in English). */
  const shownEntries = async (params: Record<string, unknown>) => {
    const response = await entries(params);
    if (code === fallbackCode || response.items.length === 0) return response;
    const everyLocale = await withRetry(() =>
      api.withAllLocales.getEntries({ content_type: contentTypes.blogPost, ...params } as Query),
    );
    markFallbacks(response.items, everyLocale.items, code, fallbackCode);
    return response;
  };

  /** noindex and canonical of the given SEO entries, a hundred at a time. */
  async function seoByIds(ids: string[]) {
    const seo = new Map<string, { noindex?: boolean; canonicalUrl?: string }>();
    const batches = chunks(ids, idsPerQuery).map(async (batch) => {
      const response = await query({
        content_type: contentTypes.seo,
        'sys.id[in]': batch.join(','),
        select: 'sys,fields.noindex,fields.canonicalUrl',
        include: 0,
        limit: batch.length,
      });
      for (const item of response.items) {
        const fields = item.fields as { noindex?: boolean; canonicalUrl?: string };
        seo.set(item.sys.id, { noindex: fields.noindex, canonicalUrl: fields.canonicalUrl });
      }
    });
    await Promise.all(batches);
    return seo;
  }

  return {
    async postRefs(chunk) {
      const response = await entries({
        select: refFields,
        include: 0,
        order: newestFirst,
        skip: chunk * refChunkSize,
        limit: refChunkSize,
      });
      const posts = asRawPosts(response.items);
      const seoIds = posts.flatMap((post) => linkId(post.fields.seoFields) ?? []);
      const seo = await seoByIds([...new Set(seoIds)]);
      const refs = posts.flatMap((post) => {
        const seoId = linkId(post.fields.seoFields);
        return reshapePostRef(post, (seoId && seo.get(seoId)) || {}) ?? [];
      });
      return { refs, total: response.total, chunkSize: refChunkSize };
    },
    async getSummaries(ids) {
      const found = new Map<string, PostSummary>();
      for (const batch of chunks(ids, idsPerQuery)) {
        const response = await shownEntries({
          'sys.id[in]': batch.join(','),
          select: cardFields,
          include: cardInclude,
          limit: batch.length,
        });
        for (const post of asRawPosts(response.items)) {
          const summary = reshapeSummary(post);
          if (summary) found.set(summary.id, summary);
        }
      }
      return ids.flatMap((id) => found.get(id) ?? []);
    },
    async getPost(slug) {
      const response = await shownEntries({
        'fields.slug': slug,
        include: articleInclude,
        limit: 1,
      });
      const [first] = asRawPosts(response.items);
      return first ? (reshapePost(first) ?? null) : null;
    },
    async getPostById(id) {
      const response = await shownEntries({ 'sys.id': id, include: articleInclude, limit: 1 });
      const [first] = asRawPosts(response.items);
      return first ? (reshapePost(first) ?? null) : null;
    },
    async getPosts(ids) {
      // Bodies can be long: a batch the API finds too big (over 7 MB) is read in two halves.
      const read = async (batch: string[]): Promise<Post[]> => {
        try {
          const response = await entries({
            'sys.id[in]': batch.join(','),
            include: 1,
            limit: batch.length,
          });
          return asRawPosts(response.items).flatMap((post) => reshapePost(post) ?? []);
        } catch (error) {
          const tooBig =
            error instanceof CmsError && error.status === 400 && /too big/i.test(error.message);
          if (!tooBig || batch.length === 1) throw error;
          const half = Math.ceil(batch.length / 2);
          return [...(await read(batch.slice(0, half))), ...(await read(batch.slice(half)))];
        }
      };
      return (await Promise.all(chunks(ids, idsPerQuery).map(read))).flat();
    },
  };
}
