import type { ImageLoaderProps } from 'next/image';

/**
 * next/image loader for Contentful assets: Contentful's Images API resizes and converts them
 * (`w`, `q`, `fm=webp`), so they skip Next's own optimiser.
 */
export function contentfulImageLoader({ src, width, quality }: ImageLoaderProps): string {
  const url = new URL(src.startsWith('//') ? `https:${src}` : src);
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality ?? 75));
  url.searchParams.set('fm', 'webp');
  return url.toString();
}
