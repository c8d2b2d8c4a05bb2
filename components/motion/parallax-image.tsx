'use client';

import { m, useReducedMotion, useScroll, useTransform } from 'framer-motion';
import { useRef } from 'react';
import { SmartImage } from '@/components/ui/smart-image';
// clsx, not cn: tailwind-merge would add ~8 kB to every page that shows an image.
import { clsx } from 'clsx';
import { PARALLAX_SPEED } from '@/lib/motion';
import type { Illustration } from '@/content/types';
import { MotionFeatures } from './lazy-motion';
import { illustrations } from '@/content/illustrations';

type ParallaxImageProps = {
  image: Illustration;
  sizes: string;
  className?: string;
};

/**
 * An image that drifts slightly against the scroll (spec: parallax speed 0.03). Meant for
 * images below the fold; with reduced motion it is a plain image.
 */
export function ParallaxImage({ image, sizes, className }: ParallaxImageProps) {
  const ref = useRef<HTMLDivElement>(null);
  const reduceMotion = useReducedMotion();
  const { scrollYProgress } = useScroll({ target: ref, offset: ['start end', 'end start'] });
  // Progress runs 0→1 while the frame crosses the viewport, about twice its own height of
  // scrolling; ±speed×100% of its height at the ends is therefore ≈ speed × the distance scrolled.
  const y = useTransform(
    scrollYProgress,
    (progress) => `${(0.5 - progress) * PARALLAX_SPEED * 200}%`,
  );

  const picture = (
    <SmartImage
      src={illustrations[image.name]}
      alt={image.alt}
      sizes={sizes}
      placeholder="blur"
      className="h-auto w-full"
    />
  );

  return (
    <div ref={ref} className={clsx('overflow-hidden rounded-card', className)}>
      {reduceMotion ? (
        picture
      ) : (
        <MotionFeatures>
          <m.div style={{ y, scale: 1.07 }}>{picture}</m.div>
        </MotionFeatures>
      )}
    </div>
  );
}
