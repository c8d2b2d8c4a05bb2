'use client';

import { m, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';
import { MotionFeatures } from '@/components/motion/lazy-motion';
import { CAREER_HERO_ENTRANCE_S } from '@/lib/motion';

/**
 * The career hero's 0.8 s entrance. It moves the content but never hides it, so the headline
 * is painted from the first frame, before any JavaScript (and still with reduced motion,
 * where the CSS for `data-reveal` cancels the offset).
 */
export function HeroEntrance({ children, className }: { children: ReactNode; className?: string }) {
  const reduceMotion = useReducedMotion();
  if (reduceMotion) return <div className={className}>{children}</div>;
  return (
    <MotionFeatures>
      <m.div
        data-reveal=""
        className={className}
        initial={{ y: 32 }}
        animate={{ y: 0 }}
        transition={{ duration: CAREER_HERO_ENTRANCE_S, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </MotionFeatures>
  );
}
