import { getImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';
import { illustrations } from '@/content/illustrations';
import type { Illustration } from '@/content/types';

type IllustrationImageProps = {
  image: Illustration;
  sizes: string;
  /** For the hero: fetched first, with high priority, instead of lazily. */
  preload?: boolean;
  className?: string;
};

/**
 * One of our illustrations as a plain, server-rendered <img>: next/image's sizes, srcset and
 * blur placeholder without next/image's client component, so pages with pictures ship no
 * JavaScript for them. The placeholder is a blurred CSS background that the loaded file paints
 * over (the art is opaque); a file that fails to load is logged and un-blurred by
 * ImageFailureReporter in the root layout.
 *
 * Only the hero gets the blurred preview: it is in view while its file loads. A lazy image
 * starts loading before it scrolls into view, and its preview (1.3 kB of base64, in the markup
 * and again in the RSC payload) made the home page's HTML a fifth larger; it shows a plain
 * light background instead.
 */
export function IllustrationImage({
  image,
  sizes,
  preload = false,
  className,
}: IllustrationImageProps) {
  const { props } = getImageProps({
    src: illustrations[image.name],
    alt: image.alt,
    sizes,
    placeholder: preload ? 'blur' : 'empty',
    preload,
  });
  if (preload) {
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
      alt={image.alt}
      fetchPriority={preload ? 'high' : undefined}
      className={preload ? className : ['bg-neutral-100', className].filter(Boolean).join(' ')}
      data-illustration=""
    />
  );
}
