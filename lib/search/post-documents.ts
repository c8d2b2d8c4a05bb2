import type { Document } from '@contentful/rich-text-types';
import { localizedPath, type Locale } from '@/lib/i18n';
import { newsPostPath } from '@/lib/routes';
import type { Post } from '@/lib/news';
import type { EmbeddedTarget } from '@/lib/news/reshape';
import type { SearchDocument } from './engine';

type RichNode = {
  nodeType: string;
  value?: string;
  content?: RichNode[];
  data?: { target?: EmbeddedTarget };
};

/**
 * The words of a rich-text body, blocks separated by a space: its text and the captions of its
 * images, which the reader sees under them (an image's own description is its alt text).
 */
export function plainText(document: Document | undefined): string {
  const parts: string[] = [];
  const visit = (node: RichNode) => {
    if (node.nodeType === 'text') parts.push(node.value ?? '');
    const target = node.data?.target;
    if (target?.kind === 'richImage' && target.richImage.caption) {
      parts.push(' ', target.richImage.caption);
    }
    for (const child of node.content ?? []) visit(child);
    if (node.nodeType !== 'text') parts.push(' ');
  };
  if (document) visit(document as unknown as RichNode);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

export const postDocumentId = (entryId: string) => `post:${entryId}`;

/**
 * What search holds of a post in `locale`: everything a reader sees of it. Its descriptions
 * are the card's and the one search engines show, when the editor wrote another.
 */
export function postDocument(post: Post, locale: Locale): SearchDocument {
  const path = newsPostPath(post.slug);
  return {
    id: postDocumentId(post.id),
    kind: 'post',
    path: localizedPath(path, locale),
    title: post.title,
    headings: [...new Set([post.shortDescription, post.seo.pageDescription])]
      .filter((text) => text?.trim())
      .join(' \n '),
    body: plainText(post.content),
    author: post.author?.name,
    section: 'news',
    date: post.publishedDate,
  };
}
