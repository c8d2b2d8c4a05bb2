'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '@/components/use-hydrated';

// framer-motion's `m` components are fetched after the page has hydrated, not with it.
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
  const hydrated = useHydrated();
  const plain = <div className={className}>{children}</div>;
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <MotionHeroEntrance className={className}>{children}</MotionHeroEntrance>
    </Suspense>
  );
}
