'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ANIMATE_ON_SCROLL_RECHECK_MS, ANIMATE_ON_SCROLL_TRIGGER } from '@/lib/motion';

/**
 * Gives every `.animate-on-scroll` element the `is-visible` class once its top is at or
 * within 85% of the viewport height; checked on scroll, at load and again after 100 ms.
 * The CSS lives in globals.css and hides nothing without JavaScript or with reduced motion.
 */
export function ScrollAnimator() {
  const pathname = usePathname();

  useEffect(() => {
    const check = () => {
      const limit = window.innerHeight * ANIMATE_ON_SCROLL_TRIGGER;
      document
        .querySelectorAll<HTMLElement>('.animate-on-scroll:not(.is-visible)')
        .forEach((el) => {
          if (el.getBoundingClientRect().top <= limit) el.classList.add('is-visible');
        });
    };
    check();
    const timer = window.setTimeout(check, ANIMATE_ON_SCROLL_RECHECK_MS);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('load', check);
    window.addEventListener('resize', check);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('scroll', check);
      window.removeEventListener('load', check);
      window.removeEventListener('resize', check);
    };
  }, [pathname]);

  return null;
}
