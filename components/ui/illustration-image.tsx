import { getImageProps } from 'next/image';
import { illustrations } from '@/content/illustrations';
import type { Illustration } from '@/content/types';
import { ART_ATTRIBUTE, illustrationMarkup } from '@/lib/illustration-markup';

type IllustrationImageProps = { image: Illustration; className?: string } & (
  | {
      /** For the hero: the artwork inline, painted with the page's first frame. */
      inline: true;
      sizes?: never;
    }
  | { inline?: false; sizes: string }
);

/**
 * One of our illustrations, without client code.
 *
 * The hero (`inline`) is the artwork itself as inline SVG (lib/illustration-markup.ts): it is in
 * view as the page opens, and inline it paints with the text instead of a round trip later. The
 * page's HTML grows by 1.4–1.8 kB of gzip; the WebP a phone fetched was 8–16 kB. It carries its
 * alt text as an image would (role="img" and aria-label).
 *
 * Every other illustration is a plain, server-rendered <img>: next/image's sizes and srcset
 * without next/image's client component, loaded lazily on a light background (the art is opaque
 * and paints over it). A file that fails to load is logged by ImageFailureReporter in the root
 * layout. Below the fold these stay files: inlined they would make every page's HTML heavier
 * for pictures most visits never reach.
 */
export function IllustrationImage({ image, sizes, inline, className }: IllustrationImageProps) {
  if (inline) {
    const { viewBox, width, height, inner } = illustrationMarkup(image.name);
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={viewBox}
        width={width}
        height={height}
        role="img"
        aria-label={image.alt}
        className={className}
        {...{ [ART_ATTRIBUTE]: image.name }}
        dangerouslySetInnerHTML={{ __html: inner }}
      />
    );
  }
  const { props } = getImageProps({ src: illustrations[image.name], alt: image.alt, sizes });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's own props, without its client code
    <img
      {...props}
      alt={image.alt}
      className={['bg-neutral-100', className].filter(Boolean).join(' ')}
      data-illustration=""
    />
  );
}
