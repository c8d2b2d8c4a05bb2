'use client';

import { m, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';
import { REVEAL_VIEWPORT } from '@/lib/motion';
import { MotionFeatures } from './lazy-motion';

type RevealProps = {
  children: ReactNode;
  className?: string;
  /** Seconds to wait after the element enters the viewport. */
  delay?: number;
  duration?: number;
  /** Distance to slide up from, in pixels. */
  y?: number;
  as?: 'div' | 'li' | 'section' | 'article';
};

/**
 * Fades and slides its content in once 20% of it is visible (50px inside the viewport edge).
 * Only for content below the fold: above it, the content would wait for JavaScript. With
 * reduced motion, or without JavaScript, the content is simply shown (see globals.css).
 */
export function Reveal({
  children,
  className,
  delay = 0,
  duration = 0.6,
  y = 24,
  as = 'div',
}: RevealProps) {
  const reduceMotion = useReducedMotion();
  const Component = m[as];
  if (reduceMotion) {
    const Plain = as;
    return <Plain className={className}>{children}</Plain>;
  }
  return (
    <MotionFeatures>
      <Component
        data-reveal=""
        className={className}
        initial={{ opacity: 0, y }}
        whileInView={{ opacity: 1, y: 0 }}
        viewport={REVEAL_VIEWPORT}
        transition={{ duration, delay, ease: 'easeOut' }}
      >
        {children}
      </Component>
    </MotionFeatures>
  );
}
