/**
 * Draft entries exactly as Contentful's Preview API sends them, for Live Preview: the SDK
 * merges an editor's keystrokes into the raw entry, so the browser must hold the raw shape and
 * reshape it itself (reshape.ts). Pages outside draft mode never call this.
 */
import { createClient } from 'contentful';
import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { contentfulLocale, defaultLocale, type Locale } from '@/lib/i18n';
import { newsConfig } from './config';
// The delivery source's link depths: a card resolves two levels, an article three.
import { articleInclude, cardInclude } from './contentful-source';
import { contentTypes, type RawBlogPost } from './raw-types';

function previewClient() {
  const config = newsConfig();
  const contentful = config.source === 'contentful' ? config.contentful : undefined;
  const previewToken = contentful?.previewToken;
  if (!contentful || !previewToken) {
    throw new Error(
      'Draft mode needs CONTENTFUL_SPACE_ID, CONTENTFUL_ACCESS_TOKEN and CONTENTFUL_PREVIEW_TOKEN.',
    );
  }
  return {
    client: createClient({
      space: contentful.spaceId,
      environment: contentful.environment,
      accessToken: previewToken,
      host: contentful.host ?? 'preview.contentful.com',
      insecure: contentful.insecure,
      retryOnError: false,
      timeout: 10_000,
      logHandler: () => {},
    }),
    space: contentful.spaceId,
    environment: contentful.environment,
  };
}

type Linkable = { sys: { id: string; type: string } };
const isLinkable = (value: object): value is Linkable => {
  const sys = (value as { sys?: unknown }).sys;
  return typeof sys === 'object' && sys !== null && 'id' in sys && 'type' in sys;
};

/**
 * The client resolves links into one object graph, with cycles (two posts naming each other
 * as related). A page can only pass a tree to the browser: an entry met again on its own path
 * becomes the link it was, which reshape.ts already treats as unresolved.
 */
export function toTree<T>(value: T, path: ReadonlySet<object> = new Set()): T {
  if (typeof value !== 'object' || value === null) return value;
  if (path.has(value) && isLinkable(value)) {
    const linkType = value.sys.type === 'Asset' ? 'Asset' : 'Entry';
    return { sys: { type: 'Link', linkType, id: value.sys.id } } as T;
  }
  const inner = new Set(path).add(value);
  if (Array.isArray(value)) return value.map((item: unknown) => toTree(item, inner)) as T;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, toTree(item, inner)]),
  ) as T;
}

/** Where the entries come from, for the SDK's inspector (a click opens the right space). */
function previewSpace(): { space: string; environment: string } {
  const { space, environment } = previewClient();
  return { space, environment };
}

/**
 * Every post with a slug, drafts included, newest first, as raw entries in `locale` (fields
 * not yet translated fall back to English). The Preview API ignores locale-based publishing:
 * an editor sees a post in Swedish before it is published there.
 */
export async function listPreviewEntries(locale: Locale = defaultLocale): Promise<RawBlogPost[]> {
  const response = await previewClient().client.getEntries({
    content_type: contentTypes.blogPost,
    locale: contentfulLocale[locale],
    include: cardInclude,
    order: ['-fields.publishedDate'],
    limit: 1000,
  });
  return toTree(response.items as unknown as RawBlogPost[]);
}

/** The post with this slug, draft or published, as a raw entry in `locale`; null when none. */
export async function getPreviewEntry(
  slug: string,
  locale: Locale = defaultLocale,
): Promise<RawBlogPost | null> {
  const response = await previewClient().client.getEntries({
    content_type: contentTypes.blogPost,
    locale: contentfulLocale[locale],
    'fields.slug': slug,
    include: articleInclude,
    limit: 1,
  });
  const [first] = response.items as unknown as RawBlogPost[];
  return first ? toTree(first) : null;
}

/**
 * What the Live Preview SDK needs to know: the entries' locale (the page's, as Contentful
 * names it: the editor's changes in that locale are the ones merged), space and environment.
 */
export function livePreviewSettings(
  entries: readonly RawBlogPost[],
  pageLocale: Locale = defaultLocale,
) {
  const locale =
    (entries[0]?.sys as { locale?: string } | undefined)?.locale ?? contentfulLocale[pageLocale];
  return { locale, ...previewSpace() };
}

/**
 * The draft routes are reached by a rewrite on the mere presence of the draft cookie. Next
 * checks its value here: a stale cookie (from before a deploy) or a forged one is cleared by
 * the leave-preview route, which then shows the public page.
 */
export async function requireDraftMode(publicPath: string): Promise<void> {
  if ((await draftMode()).isEnabled) return;
  redirect(`/api/draft/disable?path=${encodeURIComponent(publicPath)}`);
}
