import type { ReactNode } from 'react';

/**
 * The short line in small orange capitals above a page's or a section's heading. Plain class
 * joining (no cn): the news error boundary, a client component, renders it too.
 */
export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  const base = 'font-heading text-sm font-bold tracking-widest text-orange-700 uppercase';
  return <p className={className ? `${className} ${base}` : base}>{children}</p>;
}
