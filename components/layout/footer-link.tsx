'use client';

import { Link } from '@/components/ui/link';
import { useSitePathname } from '@/components/i18n/locale-context';
import type { MouseEvent } from 'react';
import type { NavLink } from '@/lib/site-config';

/**
 * A footer link; on the page it points to, it scrolls smoothly to the top instead.
 *
 * `prefetch={false}` is for links to a redirect (`/events` → `/news`): prefetching one fetches
 * the destination's RSC payload a second time under the same URL, which Chromium then answers
 * from its HTTP cache and refreshes in the background (the payload's `stale-while-revalidate`),
 * a request that never completes, so the page never reaches network idle. A redirect is one
 * hop either way; the click still works.
 */
export function FooterLink({ link, prefetch }: { link: NavLink; prefetch?: boolean }) {
  const pathname = useSitePathname();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (link.href !== pathname || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <Link
      href={link.href}
      prefetch={prefetch === false ? false : undefined}
      onClick={onClick}
      aria-current={link.href === pathname ? 'page' : undefined}
      // At least 24 px tall (WCAG 2.2, target size), whatever the font.
      className="inline-flex min-h-6 items-center rounded-sm text-neutral-200 transition-colors hover:text-white hover:underline"
    >
      {link.label}
    </Link>
  );
}
