'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { MouseEvent } from 'react';
import type { NavLink } from '@/lib/site-config';

/** A footer link; on the page it points to, it scrolls smoothly to the top instead. */
export function FooterLink({ link }: { link: NavLink }) {
  const pathname = usePathname();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (link.href !== pathname || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <Link
      href={link.href}
      onClick={onClick}
      aria-current={link.href === pathname ? 'page' : undefined}
      className="rounded-sm text-neutral-200 transition-colors hover:text-white hover:underline"
    >
      {link.label}
    </Link>
  );
}
