'use client';

import { lazy, Suspense, type ReactNode } from 'react';

// framer-motion's `m` components are fetched when React hydrates the hero, after the first
// paint, instead of with the page. Until then the server's HTML stays as it is.
const MotionHeroEntrance = lazy(() =>
  import('./hero-entrance-motion').then((module) => ({ default: module.MotionHeroEntrance })),
);

type HeroEntranceProps = { children: ReactNode; className?: string };

/**
 * The career hero's 0.8 s entrance. It moves the content but never hides it, so the headline
 * is painted from the first frame, before any JavaScript (and still with reduced motion,
 * where the CSS for `data-reveal` cancels the offset).
 */
export function HeroEntrance({ children, className }: HeroEntranceProps) {
  return (
    <Suspense fallback={<div className={className}>{children}</div>}>
      <MotionHeroEntrance className={className}>{children}</MotionHeroEntrance>
    </Suspense>
  );
}
