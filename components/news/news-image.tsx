import { getImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { contentfulImageLoader } from '@/lib/news/image-loader';
import type { NewsImage as NewsImageData } from '@/lib/news/types';

type NewsImageProps = {
  image: NewsImageData;
  sizes: string;
  className?: string;
  /** For the image the page opens with: fetched first, with high priority, instead of lazily. */
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
    preload: priority,
    ...(placeholder ? { placeholder: 'blur' as const, blurDataURL: placeholder } : {}),
    loader: image.origin === 'contentful' ? contentfulImageLoader : undefined,
    ...dimensions,
  });
  if (priority) {
    preloadResource(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    });
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client code
    <img
      {...props}
      alt={text}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      data-news-image=""
    />
  );
}
