import { m, useReducedMotion } from 'framer-motion';
import type { ReactNode } from 'react';
import { MotionFeatures } from '@/components/motion/lazy-motion';
import { CAREER_HERO_ENTRANCE_S } from '@/lib/motion';

/** HeroEntrance's framer-motion half, loaded after the page has painted (see hero-entrance.tsx). */
export function MotionHeroEntrance({
  children,
  className,
}: {
  children: ReactNode;
  className?: string;
}) {
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
