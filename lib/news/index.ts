/**
 * The news source the pages use. Contentful when it is configured, the bundled demo export
 * otherwise; in draft mode, Contentful's Preview API.
 */
import { newsConfig } from './config';
import { contentfulSource } from './contentful-source';
import { demoSource } from './demo-source';
import type { NewsSource } from './types';

export type { NewsSource, Post, PostSummary, NewsImage, Author } from './types';

export function newsSource({ preview = false }: { preview?: boolean } = {}): NewsSource {
  const config = newsConfig();
  if (config.source === 'demo') return demoSource();
  return contentfulSource(config.contentful, {
    preview: preview && !!config.contentful.previewToken,
  });
}

/** Whether draft mode can be offered at all (a preview token and a draft secret are set). */
export function draftModeAvailable(): boolean {
  const config = newsConfig();
  return config.source === 'contentful' && !!config.contentful.previewToken && !!config.draftSecret;
}
