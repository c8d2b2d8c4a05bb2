'use client';

import type { ReactNode } from 'react';
import { useMotionModule } from '@/components/motion/use-motion-module';

// framer-motion's `m` components are fetched after the page has hydrated, not with it.
const loadMotion = () => import('./hero-entrance-motion');

type HeroEntranceProps = { children: ReactNode; className?: string };

/**
 * The career hero's 0.8 s entrance. It moves the content but never hides it, so the headline
 * is painted from the first frame, before any JavaScript (and still with reduced motion,
 * where the CSS for `data-reveal` cancels the offset and the motion code is never fetched).
 */
export function HeroEntrance({ children, className }: HeroEntranceProps) {
  const motion = useMotionModule(loadMotion);
  if (!motion) return <div className={className}>{children}</div>;
  return <motion.MotionHeroEntrance className={className}>{children}</motion.MotionHeroEntrance>;
}
