'use client';

import { useEffect, useState } from 'react';

/**
 * A motion component's module, fetched once the page has hydrated; null until it has arrived,
 * and null for good when the visitor prefers reduced motion (nothing would move) or the fetch
 * fails (motion is decoration: the plain version stays).
 *
 * Render the plain version while this is null, then the motion version: the tree changes once,
 * after the code is here. (React.lazy under Suspense would swap it twice, fallback then loaded
 * tree, re-creating everything inside, images included.) `load` must be a module-level function.
 */
export function useMotionModule<Module>(load: () => Promise<Module>): Module | null {
  const [loaded, setLoaded] = useState<Module | null>(null);
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let current = true;
    load().then(
      (module) => {
        if (current) setLoaded(() => module);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [load]);
  return loaded;
}
