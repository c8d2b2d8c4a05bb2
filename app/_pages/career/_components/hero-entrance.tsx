import type { ReactNode } from 'react';
import { CAREER_HERO_ENTRANCE_S } from '@/lib/motion';
import { cn } from '@/lib/cn';

type HeroEntranceProps = { children: ReactNode; className?: string };

/**
 * The career hero's 0.8 s entrance, a CSS animation (`career-hero-entrance` in globals.css) of
 * the element the server rendered. It moves the content but never hides it, so the headline is
 * painted from the first frame, before any JavaScript; with reduced motion the `data-reveal`
 * CSS cancels it. Swapping in a framer-motion element after hydration re-created the hero, and
 * its text became the page's largest paint seconds later on a slow phone.
 */
export function HeroEntrance({ children, className }: HeroEntranceProps) {
  return (
    <div
      data-reveal=""
      className={cn('career-hero-entrance', className)}
      style={{ animationDuration: `${CAREER_HERO_ENTRANCE_S}s` }}
    >
      {children}
    </div>
  );
}
