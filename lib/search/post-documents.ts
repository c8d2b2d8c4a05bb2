import type { Document } from '@contentful/rich-text-types';
import { localizedPath, type Locale } from '@/lib/i18n';
import { newsPostPath } from '@/lib/routes';
import type { Post } from '@/lib/news';
import type { SearchDocument } from './engine';

type RichNode = { nodeType: string; value?: string; content?: RichNode[] };

/** The words of a rich-text body, blocks separated by a space (embedded images say nothing). */
export function plainText(document: Document | undefined): string {
  const parts: string[] = [];
  const visit = (node: RichNode) => {
    if (node.nodeType === 'text') parts.push(node.value ?? '');
    for (const child of node.content ?? []) visit(child);
    if (node.nodeType !== 'text') parts.push(' ');
  };
  if (document) visit(document as unknown as RichNode);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

export const postDocumentId = (entryId: string) => `post:${entryId}`;

/** What search holds of a post in `locale`. */
export function postDocument(post: Post, locale: Locale): SearchDocument {
  const path = newsPostPath(post.slug);
  return {
    id: postDocumentId(post.id),
    kind: 'post',
    path: localizedPath(path, locale),
    title: post.title,
    headings: post.shortDescription ?? '',
    body: plainText(post.content),
    author: post.author?.name,
    section: 'news',
    date: post.publishedDate,
  };
}
