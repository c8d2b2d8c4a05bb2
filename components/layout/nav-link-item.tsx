'use client';

import { Link } from '@/components/ui/link';
import { useSitePathname } from '@/components/i18n/locale-context';
import { currentMarker } from '@/lib/nav-section';
import type { NavItem } from '@/lib/site-config';

/** A plain top-level desktop link that marks itself current on its page and the pages under it. */
export function NavLinkItem({ item }: { item: NavItem }) {
  const pathname = useSitePathname();
  const current = currentMarker(pathname, item);
  return (
    <li>
      <Link
        href={item.href}
        aria-current={current}
        className={`block rounded-md px-3 py-2 text-[0.95rem] font-medium whitespace-nowrap transition-colors hover:text-orange-700 ${current ? 'text-orange-700' : 'text-primary'}`}
      >
        {item.label}
      </Link>
    </li>
  );
}
