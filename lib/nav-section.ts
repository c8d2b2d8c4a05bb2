import type { NavItem } from './site-config';

/**
 * Whether the page at `pathname` (its English path) belongs to a top-level menu item: the item's
 * own page, or any page under one of its section's paths. Home is current on the home page only.
 */
function isInSection(pathname: string, item: Pick<NavItem, 'href' | 'section'>): boolean {
  if (item.href === '/') return pathname === '/';
  return (item.section ?? [item.href]).some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}

/** How a menu item says it is current: the page itself, or a page of its section. */
export function currentMarker(
  pathname: string,
  item: Pick<NavItem, 'href' | 'section'>,
): 'page' | 'true' | undefined {
  if (pathname === item.href) return 'page';
  return isInSection(pathname, item) ? 'true' : undefined;
}
