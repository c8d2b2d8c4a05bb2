'use client';

import { Link } from '@/components/ui/link';
import { useSitePathname } from '@/components/i18n/locale-context';
// clsx, not cn: tailwind-merge would add ~8 kB gzip to every page, and these lists never conflict.
import { clsx } from 'clsx';
import type { NavLink } from '@/lib/site-config';

/** A plain top-level desktop link that marks itself as the current page. */
export function NavLinkItem({ item }: { item: NavLink }) {
  const pathname = useSitePathname();
  const current = item.href === '/' ? pathname === '/' : pathname.startsWith(item.href);
  return (
    <li>
      <Link
        href={item.href}
        aria-current={current ? 'page' : undefined}
        className={clsx(
          'block rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors hover:text-orange-700',
          current ? 'text-orange-700' : 'text-primary',
        )}
      >
        {item.label}
      </Link>
    </li>
  );
}
