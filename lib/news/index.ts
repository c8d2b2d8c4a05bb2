/**
 * The news source the pages use: Contentful when it is configured, the bundled demo export
 * otherwise; in draft mode, Contentful's Preview API.
 */
import { newsConfig } from './config';
import { contentfulSource } from './contentful-source';
import { demoSource } from './demo-source';
import { withLastGood } from './last-good';
import type { NewsSource } from './types';

export type { NewsSource, Post, PostSummary, NewsImage, Author } from './types';

let published: NewsSource | undefined;

export function newsSource({ preview = false }: { preview?: boolean } = {}): NewsSource {
  const config = newsConfig();
  if (config.source === 'demo') return demoSource();
  // Editors previewing drafts want the truth, failures included; visitors get stale-if-error.
  if (preview) return contentfulSource(config.contentful, { preview: true });
  published ??= withLastGood(contentfulSource(config.contentful));
  return published;
}
