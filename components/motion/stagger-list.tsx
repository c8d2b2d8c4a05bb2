'use client';

import { Children, lazy, Suspense } from 'react';
import type { StaggerListProps } from './stagger-list-motion';
import { useHydrated } from '@/components/use-hydrated';

// framer-motion's `m` components are ~17 kB gzip: fetched after the page has hydrated.
const MotionStaggerList = lazy(() =>
  import('./stagger-list-motion').then((module) => ({ default: module.MotionStaggerList })),
);

/**
 * A list whose items fade and rise in one after another once the list scrolls into view.
 * Only for content below the fold; with reduced motion, or before the motion code arrives, it
 * is a plain list (the `data-reveal` CSS in globals.css shows the items).
 */
export function StaggerList(props: StaggerListProps) {
  const hydrated = useHydrated();
  const { children, className, itemClassName } = props;
  const plain = (
    <ul className={className}>
      {Children.toArray(children).map((child, index) => (
        <li key={index} className={itemClassName}>
          {child}
        </li>
      ))}
    </ul>
  );
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <MotionStaggerList {...props} />
    </Suspense>
  );
}
