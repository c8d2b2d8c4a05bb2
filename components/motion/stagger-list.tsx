'use client';

import { Children } from 'react';
import type { StaggerListProps } from './stagger-list-motion';
import { useMotionModule } from './use-motion-module';

// framer-motion's `m` components are ~17 kB gzip: fetched after the page has hydrated.
const loadMotion = () => import('./stagger-list-motion');

/**
 * A list whose items fade and rise in one after another once the list scrolls into view.
 * Only for content below the fold; with reduced motion, or before the motion code arrives, it
 * is a plain list (the `data-reveal` CSS in globals.css shows the items).
 */
export function StaggerList(props: StaggerListProps) {
  const motion = useMotionModule(loadMotion);
  if (motion) return <motion.MotionStaggerList {...props} />;
  const { children, className, itemClassName } = props;
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
