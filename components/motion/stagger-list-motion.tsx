import { m, useReducedMotion, type Variants } from 'framer-motion';
import { Children, type ReactNode } from 'react';
import { REVEAL_VIEWPORT } from '@/lib/motion';
import { MotionFeatures } from './lazy-motion';

export type StaggerListProps = {
  /** One child per list item; each is wrapped in an <li>. */
  children: ReactNode;
  className?: string;
  itemClassName?: string;
  /** Seconds between one item and the next. */
  stagger: number;
  /** Seconds each item takes to come in. */
  duration: number;
};

/** StaggerList's framer-motion half, loaded after the page has painted (see stagger-list.tsx). */
export function MotionStaggerList({
  children,
  className,
  itemClassName,
  stagger,
  duration,
}: StaggerListProps) {
  const reduceMotion = useReducedMotion();
  const items = Children.toArray(children);

  if (reduceMotion) {
    return (
      <ul className={className}>
        {items.map((child, index) => (
          <li key={index} className={itemClassName}>
            {child}
          </li>
        ))}
      </ul>
    );
  }

  const list: Variants = { hidden: {}, visible: { transition: { staggerChildren: stagger } } };
  const item: Variants = {
    hidden: { opacity: 0, y: 24 },
    visible: { opacity: 1, y: 0, transition: { duration, ease: 'easeOut' } },
  };
  return (
    <MotionFeatures>
      <m.ul
        className={className}
        variants={list}
        initial="hidden"
        whileInView="visible"
        viewport={REVEAL_VIEWPORT}
      >
        {items.map((child, index) => (
          <m.li key={index} data-reveal="" className={itemClassName} variants={item}>
            {child}
          </m.li>
        ))}
      </m.ul>
    </MotionFeatures>
  );
}
