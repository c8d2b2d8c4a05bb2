'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { PARALLAX_SPEED } from '@/lib/motion';

/**
 * Lets its content drift slightly against the scroll (PARALLAX_SPEED, 0.03): the offset is
 * the frame's distance from the viewport's centre times the speed. A scroll listener and one
 * transform; no animation library, so the page pays a few hundred bytes. Off with reduced
 * motion. Meant for images below the fold.
 */
export function Parallax({ children, className }: { children: ReactNode; className?: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const layer = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let pending = 0;
    const update = () => {
      pending = 0;
      const box = frame.current?.getBoundingClientRect();
      if (!box || !layer.current) return;
      const fromCentre = box.top + box.height / 2 - window.innerHeight / 2;
      layer.current.style.transform = `translateY(${(fromCentre * PARALLAX_SPEED).toFixed(1)}px) scale(1.07)`;
    };
    const onScroll = () => {
      pending ||= requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(pending);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, []);

  return (
    <div ref={frame} className={className}>
      <div ref={layer} className="will-change-transform">
        {children}
      </div>
    </div>
  );
}
