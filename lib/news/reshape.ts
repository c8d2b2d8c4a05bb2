/**
 * The one step from raw Contentful shapes to the app's types. Unresolved links, missing
 * optional fields and posts without the fields a page needs are dealt with here, so pages
 * never see a half-formed post.
 */
import {
  BLOCKS,
  INLINES,
  type Block,
  type Document,
  type Inline,
  type Text,
} from '@contentful/rich-text-types';
import {
  contentTypes,
  type RawAsset,
  type RawBlogPost,
  type RawEntry,
  type RawLink,
  type RawSeoFields,
  type RawSys,
  type RawAuthorFields,
  type RawRichImageFields,
} from './raw-types';
import { contentfulLocale, defaultLocale, locales, type Locale } from '@/lib/i18n';
import type {
  Author,
  FallbackLang,
  NewsImage,
  Post,
  PostRef,
  PostSummary,
  RichImage,
  SeoFields,
} from './types';

/** What an embedded node points at, once reshaped. Stored in the node's `data.target`. */
export type EmbeddedTarget =
  | { kind: 'richImage'; richImage: RichImage }
  | { kind: 'asset'; image: NewsImage }
  | { kind: 'post'; slug: string; title: string }
  | { kind: 'none' };

const isResolved = <T extends { sys: { type: string } }>(
  value: T | RawLink | undefined | null,
): value is T => !!value && value.sys.type !== 'Link' && 'fields' in value;

const localeOfCode = new Map<string, Locale>(
  locales.map((locale) => [contentfulLocale[locale], locale]),
);

/** The language a field is in when it fell back to another locale's value (raw `sys.fallbacks`). */
function fallbackLang(record: { sys: RawSys }, field: string): FallbackLang {
  const code = record.sys.fallbacks?.[field];
  return code ? (localeOfCode.get(code) ?? defaultLocale) : undefined;
}

/** Only the languages there are: no `titleLang: undefined` keys in what pages receive. */
function langs<Key extends string>(pairs: Record<Key, FallbackLang>): Partial<Record<Key, Locale>> {
  return Object.fromEntries(Object.entries(pairs).filter(([, lang]) => lang)) as Partial<
    Record<Key, Locale>
  >;
}

const contentTypeOf = (entry: { sys: RawEntry<unknown>['sys'] }) => entry.sys.contentType?.sys.id;

/** `//images.ctfassets.net/...` and `http:` URLs become https; site paths stay as they are. */
export function normaliseAssetUrl(url: string): string {
  if (url.startsWith('//')) return `https:${url}`;
  if (url.startsWith('http://') && !/^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url)) {
    return `https://${url.slice('http://'.length)}`;
  }
  return url;
}

function reshapeImage(asset: RawAsset | RawLink | undefined): NewsImage | undefined {
  if (!isResolved(asset)) return undefined;
  const { file, description, title } = asset.fields;
  if (!file?.url) return undefined;
  const url = normaliseAssetUrl(file.url);
  const size = file.details?.image;
  const altField = description?.trim() ? 'description' : title?.trim() ? 'title' : undefined;
  return {
    url,
    origin: url.startsWith('/') ? 'local' : 'contentful',
    alt: description?.trim() || title?.trim() || '',
    ...langs({ altLang: altField ? fallbackLang(asset, altField) : undefined }),
    width: size?.width,
    height: size?.height,
  };
}

function reshapeAuthor(entry: RawEntry<RawAuthorFields> | RawLink | undefined): Author | undefined {
  if (!isResolved(entry) || !entry.fields.name) return undefined;
  return {
    name: entry.fields.name,
    ...langs({ nameLang: fallbackLang(entry, 'name') }),
    avatar: reshapeImage(entry.fields.avatar),
  };
}

const reportedCanonicals = new Set<string>();

/**
 * An editor's canonical URL, kept only when it is an absolute http(s) URL with a host: anything
 * else (`http://`, `/relative`, `javascript:…`) would reach `<link rel=canonical>`, `og:url` and
 * the sitemap. A dropped value leaves the post's own URL as canonical, and is logged once per
 * post and value so the editor can be told.
 */
export function reshapeCanonicalUrl(raw: unknown, postId: string): string | undefined {
  if (typeof raw !== 'string' || !raw.trim()) return undefined;
  const value = raw.trim();
  try {
    const url = new URL(value);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) return url.href;
  } catch {
    // Not a URL at all: reported below like any other unusable value.
  }
  const key = `${postId}\n${value}`;
  if (!reportedCanonicals.has(key)) {
    reportedCanonicals.add(key);
    console.warn(
      `[news] post ${postId}: SEO canonicalUrl ${JSON.stringify(value)} is not an absolute http(s) URL; using the post's own URL.`,
    );
  }
  return undefined;
}

function reshapeSeo(
  entry: RawEntry<RawSeoFields> | RawLink | undefined,
  postId: string,
): SeoFields {
  const fields = isResolved(entry) ? entry.fields : {};
  return {
    pageTitle: fields.pageTitle?.trim() || undefined,
    pageDescription: fields.pageDescription?.trim() || undefined,
    canonicalUrl: reshapeCanonicalUrl(fields.canonicalUrl, postId),
    noindex: fields.noindex ?? false,
    nofollow: fields.nofollow ?? false,
    shareImages: (fields.shareImages ?? []).flatMap((asset) => reshapeImage(asset) ?? []),
  };
}

/** The id a link or a resolved entry points at. */
function linkedId(value: unknown): string | undefined {
  const id = (value as RawLink | undefined)?.sys?.id;
  return typeof id === 'string' ? id : undefined;
}

/** The noindex and canonical of a post's SEO entry, when it is resolved. */
function seoOf(entry: RawBlogPost): Pick<RawSeoFields, 'noindex' | 'canonicalUrl'> | undefined {
  return isResolved(entry.fields.seoFields) ? entry.fields.seoFields.fields : undefined;
}

/** What every shape of a post shares; undefined without the title and slug a link needs. */
function reshapeIdentity(entry: RawBlogPost, seo = seoOf(entry)) {
  const { fields, sys } = entry;
  const title = fields.title?.trim();
  const slug = fields.slug?.trim();
  if (!title || !slug) return undefined;
  return {
    id: sys.id,
    slug,
    title,
    publishedDate: fields.publishedDate ?? sys.createdAt ?? sys.updatedAt ?? '1970-01-01',
    updatedAt: sys.updatedAt ?? fields.publishedDate ?? '1970-01-01',
    noindex: seo?.noindex ?? false,
    canonicalUrl: reshapeCanonicalUrl(seo?.canonicalUrl, sys.id),
  };
}

/**
 * A line of the post index. Pass `seo` when the source read the SEO entries apart (the
 * delivery API's index query leaves links unresolved); otherwise the resolved entry's are used.
 */
export function reshapePostRef(
  entry: RawBlogPost,
  seo?: Pick<RawSeoFields, 'noindex' | 'canonicalUrl'>,
): PostRef | undefined {
  const identity = reshapeIdentity(entry, seo ?? seoOf(entry));
  if (!identity) return undefined;
  const { fields } = entry;
  const dependsOn = [
    fields.author,
    fields.featuredImage,
    fields.seoFields,
    ...(fields.relatedBlogPosts ?? []),
  ].flatMap((link) => linkedId(link) ?? []);
  const { id, slug, publishedDate, updatedAt, noindex, canonicalUrl } = identity;
  return {
    id,
    slug,
    publishedDate,
    updatedAt,
    noindex,
    canonicalUrl,
    dependsOn: [...new Set(dependsOn)],
  };
}

/** A card or related link needs a title and a slug; without them the post is dropped. */
export function reshapeSummary(entry: RawBlogPost | RawLink | undefined): PostSummary | undefined {
  if (!isResolved(entry)) return undefined;
  const identity = reshapeIdentity(entry);
  if (!identity) return undefined;
  const shortDescription = entry.fields.shortDescription?.trim() || undefined;
  return {
    ...identity,
    ...langs({ titleLang: fallbackLang(entry, 'title') }),
    shortDescription,
    ...langs({
      shortDescriptionLang: shortDescription ? fallbackLang(entry, 'shortDescription') : undefined,
    }),
    author: reshapeAuthor(entry.fields.author),
    featuredImage: reshapeImage(entry.fields.featuredImage),
  };
}

/** Newest first, as the delivery API orders the index. */
export function newestFirst(a: { publishedDate: string }, b: { publishedDate: string }): number {
  return b.publishedDate.localeCompare(a.publishedDate);
}

export function reshapePost(entry: RawBlogPost): Post | undefined {
  const summary = reshapeSummary(entry);
  if (!summary) return undefined;
  return {
    ...summary,
    content: entry.fields.content ? reshapeDocument(entry.fields.content) : undefined,
    ...langs({ contentLang: entry.fields.content ? fallbackLang(entry, 'content') : undefined }),
    seo: reshapeSeo(entry.fields.seoFields, entry.sys.id),
    related: (entry.fields.relatedBlogPosts ?? []).flatMap(
      (related) => reshapeSummary(related) ?? [],
    ),
  };
}

/** Newest first; cards without a slug or title are left out. */
export function reshapePostList(entries: readonly RawBlogPost[]): PostSummary[] {
  return entries.flatMap((entry) => reshapeSummary(entry) ?? []).sort(newestFirst);
}

type RichNode = Block | Inline | Text;

function reshapeTarget(node: Block | Inline): EmbeddedTarget {
  const target: unknown = node.data.target;
  if (node.nodeType === BLOCKS.EMBEDDED_ASSET || node.nodeType === INLINES.ASSET_HYPERLINK) {
    const image = reshapeImage(target as RawAsset | RawLink);
    return image ? { kind: 'asset', image } : { kind: 'none' };
  }
  const entry = target as RawEntry<Record<string, unknown>> | RawLink | undefined;
  if (!isResolved(entry)) return { kind: 'none' };
  const type = contentTypeOf(entry);
  if (type === contentTypes.richImage) {
    const fields = entry.fields as RawRichImageFields;
    const image = reshapeImage(fields.image);
    if (!image) return { kind: 'none' };
    const caption = fields.caption?.trim() || undefined;
    return {
      kind: 'richImage',
      richImage: {
        image,
        caption,
        ...langs({ captionLang: caption ? fallbackLang(entry, 'caption') : undefined }),
        fullWidth: fields.fullWidth ?? false,
      },
    };
  }
  if (type === contentTypes.blogPost) {
    const summary = reshapeSummary(entry as RawBlogPost);
    return summary ? { kind: 'post', slug: summary.slug, title: summary.title } : { kind: 'none' };
  }
  return { kind: 'none' };
}

const embeddedTypes = new Set<string>([
  BLOCKS.EMBEDDED_ASSET,
  BLOCKS.EMBEDDED_ENTRY,
  INLINES.EMBEDDED_ENTRY,
  INLINES.ENTRY_HYPERLINK,
  INLINES.ASSET_HYPERLINK,
]);

function reshapeNode(node: RichNode): RichNode {
  if (node.nodeType === 'text') return node;
  const data = embeddedTypes.has(node.nodeType)
    ? { ...node.data, target: reshapeTarget(node) }
    : node.data;
  return { ...node, data, content: node.content.map((child) => reshapeNode(child)) } as RichNode;
}

/** Replaces every embedded target with an `EmbeddedTarget`, so the renderer sees app shapes only. */
export function reshapeDocument(document: Document): Document {
  return {
    ...document,
    content: document.content.map((node) => reshapeNode(node)) as Document['content'],
  };
}
