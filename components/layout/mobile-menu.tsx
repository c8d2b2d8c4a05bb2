'use client';

import { Link } from '@/components/ui/link';
import { useSitePathname } from '@/components/i18n/locale-context';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { currentMarker } from '@/lib/nav-section';
import type { NavItem } from '@/lib/site-config';

type MobileMenuProps = {
  items: readonly NavItem[];
  /**
   * The Contact and Login buttons, rendered by the server: styling them here would put the
   * button variants (~1 kB gzip) into every page's JavaScript.
   */
  actions: ReactNode;
  /** The search form, rendered by the server (components/search). */
  search: ReactNode;
  /** The links to this page in the other languages. */
  languageSwitch: ReactNode;
  labels: { nav: string; open: string; close: string };
};

/** The menu below 1280px (the Swedish menu and both languages' switch need the width). It closes on every route change and on Escape, and traps nothing. */
export function MobileMenu({ items, actions, search, languageSwitch, labels }: MobileMenuProps) {
  const pathname = useSitePathname();
  // Remembering where the menu was opened closes it on any route change, without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Taken already: the search field's suggestions closed on it.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const linkClass = (href: string, size: 'item' | 'child' = 'item', inSection = false) =>
    `block rounded-brand px-3 font-medium hover:bg-neutral-100 ${size === 'item' ? 'py-2.5' : 'py-2 text-sm'} ${pathname === href || inSection ? 'text-orange-700' : 'text-primary'}`;

  return (
    <div className="xl:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen(!open)}
        className="flex size-11 items-center justify-center rounded-brand text-primary hover:bg-neutral-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
          )}
        </svg>
      </button>
      <nav
        id={panelId}
        hidden={!open}
        aria-label={labels.nav}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-neutral-200 bg-white px-4 pt-2 pb-6 shadow-xl lg:max-h-[calc(100dvh-5rem)]"
      >
        <div className="mb-3">{search}</div>
        <ul className="space-y-1">
          {items.map((item) => {
            const current = currentMarker(pathname, item);
            const children = (item.dropdownItems ?? []).filter((child) => child.href !== item.href);
            return (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className={linkClass(item.href, 'item', Boolean(current))}
                  aria-current={current}
                >
                  {item.label}
                </Link>
                {children.length > 0 && (
                  <ul className="ml-3 border-l border-neutral-200 pl-3">
                    {children.map((child, index) => (
                      <li key={child.href}>
                        {child.group && child.group !== children[index - 1]?.group && (
                          <p className="px-3 pt-2 pb-1 font-heading text-xs font-bold tracking-widest text-neutral-600 uppercase">
                            {child.group}
                          </p>
                        )}
                        <Link
                          href={child.href}
                          className={linkClass(child.href, 'child')}
                          aria-current={pathname === child.href ? 'page' : undefined}
                        >
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
        <div className="mt-4 grid gap-3 sm:grid-cols-2">{actions}</div>
        <div className="mt-4 border-t border-neutral-200 pt-4">{languageSwitch}</div>
      </nav>
    </div>
  );
}
