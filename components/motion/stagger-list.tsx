'use client';

import { Children, lazy, Suspense } from 'react';
import type { StaggerListProps } from './stagger-list-motion';

// framer-motion's `m` components are ~17 kB gzip: fetched when React hydrates the list, after
// the first paint, instead of with the page. Until then the server's HTML stays as it is.
const MotionStaggerList = lazy(() =>
  import('./stagger-list-motion').then((module) => ({ default: module.MotionStaggerList })),
);

/**
 * A list whose items fade and rise in one after another once the list scrolls into view.
 * Only for content below the fold; with reduced motion, or before script, it is a plain list
 * (the `data-reveal` CSS in globals.css shows the items).
 */
export function StaggerList(props: StaggerListProps) {
  return (
    <Suspense fallback={<PlainList {...props} />}>
      <MotionStaggerList {...props} />
    </Suspense>
  );
}

/** What a client-side visit shows for the moment the motion code is on its way. */
function PlainList({ children, className, itemClassName }: StaggerListProps) {
  return (
    <ul className={className}>
      {Children.toArray(children).map((child, index) => (
        <li key={index} className={itemClassName}>
          {child}
        </li>
      ))}
    </ul>
  );
}
