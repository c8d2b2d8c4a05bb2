import { getImageProps } from 'next/image';
import { contentfulImageLoader } from '@/lib/news/image-loader';
import { fallbackLangAttribute } from '@/lib/news/format';
import type { NewsImage as NewsImageData } from '@/lib/news/types';

type NewsImageProps = {
  image: NewsImageData;
  sizes: string;
  className?: string;
  /**
   * For the image the page opens with: fetched eagerly and with high priority, found by the
   * browser in the HTML. It is not announced with a preload hint, which would travel in the
   * RSC payload: see the <picture> below.
   */
  priority?: boolean;
  /** A tiny `data:` image shown blurred until the file arrives (lib/news/image-placeholder.ts). */
  placeholder?: string;
  /** Fill the positioned parent instead of using the asset's own size. */
  fill?: boolean;
  /** Empty for images that only repeat nearby text (an author's avatar beside their name). */
  alt?: string;
};

/**
 * A news image as a plain <img> with next/image's sizes and srcset, rendered where it is used
 * (on the server for visitors) without next/image's client component, like IllustrationImage.
 * Contentful assets are resized by Contentful's Images API; bundled demo files go through
 * Next's own optimiser. A file that fails to load is logged by ImageFailureReporter in the root
 * layout (`data-news-image`).
 */
export function NewsImage({
  image,
  sizes,
  className,
  priority = false,
  placeholder,
  fill,
  alt,
}: NewsImageProps) {
  const dimensions = fill
    ? { fill: true as const }
    : { width: image.width ?? 1200, height: image.height ?? 675 };
  const text = alt ?? image.alt;
  const { props } = getImageProps({
    src: image.url,
    alt: text,
    sizes,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    ...(placeholder ? { placeholder: 'blur' as const, blurDataURL: placeholder } : {}),
    loader: image.origin === 'contentful' ? contentfulImageLoader : undefined,
    ...dimensions,
  });
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client code
    <img
      {...props}
      alt={text}
      {...(alt === undefined ? fallbackLangAttribute(image.altLang) : {})}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      data-news-image=""
    />
  );
  // React's server renderer turns every eager <img> into a preload hint in the RSC payload,
  // except inside a <picture>. A prefetch delivers that payload to the page that prefetched:
  // /news's first card was downloaded on every page with a News link in view, and every
  // article's hero on /news, never to be shown. The <picture> stops that and lays out nothing.
  return priority ? <picture className="contents">{img}</picture> : img;
}
