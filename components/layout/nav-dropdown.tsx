'use client';

import { Link } from '@/components/ui/link';
import { useSitePathname } from '@/components/i18n/locale-context';
// clsx, not cn: tailwind-merge would add ~8 kB gzip to every page, and these lists never conflict.
import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NavItem } from '@/lib/site-config';
import { DROPDOWN_CLOSE_DELAY_MS } from '@/lib/ui-constants';

/**
 * One desktop dropdown (Services, Tech Solution). Opens on hover and closes shortly after the
 * pointer leaves; with the keyboard, Enter/Space/ArrowDown open it, arrows move through it and
 * Escape closes it and returns focus to the trigger.
 */
export function NavDropdown({ item }: { item: NavItem }) {
  const pathname = useSitePathname();
  // Remembering where the panel was opened closes it on any route change, without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const panelId = useId();
  const links = item.dropdownItems ?? [];
  const active = pathname === item.href || links.some((l) => pathname === l.href);

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  };

  useEffect(() => cancelClose, []);

  const focusItem = (index: number) => {
    const anchors = listRef.current?.querySelectorAll('a');
    if (!anchors || anchors.length === 0) return;
    anchors[(index + anchors.length) % anchors.length]?.focus();
  };

  const openAndFocus = (index: number) => {
    setOpen(true);
    // The panel renders on the next frame; focus its link once it exists.
    requestAnimationFrame(() => focusItem(index));
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape' && open) {
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const anchors = Array.from(listRef.current?.querySelectorAll('a') ?? []);
    const index = anchors.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusItem(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusItem(-1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    }
  };

  return (
    <li
      className="relative"
      onPointerEnter={(e) => {
        if (e.pointerType === 'touch') return;
        cancelClose();
        setOpen(true);
      }}
      onPointerLeave={(e) => {
        if (e.pointerType === 'touch') return;
        scheduleClose();
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onKeyDown={onTriggerKeyDown}
        className={clsx(
          'flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors hover:text-orange-700',
          active ? 'text-orange-700' : 'text-primary',
        )}
      >
        {item.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className={clsx('size-4 transition-transform duration-200', open && 'rotate-180')}
        >
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </button>
      {/* Padding, not margin, bridges the trigger and the panel so the pointer never leaves. */}
      <div id={panelId} hidden={!open} className="absolute top-full left-0 pt-2">
        <ul
          ref={listRef}
          onKeyDown={onListKeyDown}
          aria-label={item.label}
          className="w-64 rounded-card border border-neutral-200 bg-white p-2 shadow-xl"
        >
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={pathname === link.href ? 'page' : undefined}
                className="block rounded-brand px-3 py-2 text-sm font-medium text-primary hover:bg-neutral-100 hover:text-orange-700 focus-visible:bg-neutral-100"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
