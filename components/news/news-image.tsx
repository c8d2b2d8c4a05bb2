'use client';

import { SmartImage } from '@/components/ui/smart-image';
import { contentfulImageLoader } from '@/lib/news/image-loader';
import type { NewsImage as NewsImageData } from '@/lib/news/types';

type NewsImageProps = {
  image: NewsImageData;
  sizes: string;
  className?: string;
  priority?: boolean;
  /** Fill the positioned parent instead of using the asset's own size. */
  fill?: boolean;
  /** Empty for images that only repeat nearby text (an author's avatar beside their name). */
  alt?: string;
};

/**
 * A news image: Contentful assets are resized by Contentful's Images API (a function loader,
 * hence a client component); bundled demo files go through Next's own optimiser.
 */
export function NewsImage({ image, sizes, className, priority, fill, alt }: NewsImageProps) {
  const dimensions = fill
    ? { fill: true as const }
    : { width: image.width ?? 1200, height: image.height ?? 675 };
  return (
    <SmartImage
      src={image.url}
      alt={alt ?? image.alt}
      sizes={sizes}
      priority={priority}
      className={className}
      loader={image.origin === 'contentful' ? contentfulImageLoader : undefined}
      {...dimensions}
    />
  );
}
