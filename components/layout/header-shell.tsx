'use client';

import { useSitePathname } from '@/components/i18n/locale-context';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { HEADER_SOLID_AFTER_PX } from '@/lib/ui-constants';

/** Pages whose design asks for a white header from the first pixel. */
const FORCED_SOLID_PATHS = new Set(['/career']);

/**
 * The fixed header's frame: transparent over the hero, solid once the page has scrolled past
 * the threshold (or always, on pages that force it). It also takes every navigation to the
 * top of the new page.
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  const pathname = useSitePathname();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > HEADER_SOLID_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  // Only on navigations, not on the first render: a reload or a visitor who scrolled before
  // hydration keeps their place.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);

  const solid = scrolled || FORCED_SOLID_PATHS.has(pathname);

  return (
    <header
      data-solid={solid}
      className={`fixed inset-x-0 top-0 z-50 transition-[background-color,box-shadow] duration-300 ${solid ? 'bg-white shadow-[0_1px_0_0] shadow-neutral-200' : 'bg-transparent'}`}
    >
      {children}
    </header>
  );
}
