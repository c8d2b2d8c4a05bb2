'use client';

import { Link } from '@/components/ui/link';
import { useSitePathname } from '@/components/i18n/locale-context';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { currentMarker } from '@/lib/nav-section';
import type { NavItem, NavLink } from '@/lib/site-config';
import { DROPDOWN_CLOSE_DELAY_MS } from '@/lib/ui-constants';

/** A group with more links than this sets them in two columns. */
const LINKS_PER_COLUMN = 4;

type LinkGroup = { title: string; links: NavLink[] };

/** Adjacent links of one `group`, in their order: the columns of a wide menu. */
function groupsOf(links: readonly NavLink[]): LinkGroup[] {
  const groups: LinkGroup[] = [];
  for (const link of links) {
    const last = groups.at(-1);
    if (last && last.title === link.group) last.links.push(link);
    else groups.push({ title: link.group ?? '', links: [link] });
  }
  return groups;
}

/**
 * One desktop dropdown (Services, Tech Solution, About). Opens on hover and closes shortly after
 * the pointer leaves. A click on the trigger opens a closed menu and keeps one the pointer has
 * just opened (a hand points, then clicks); only a click on a menu a click opened closes it. With
 * a touch, a tap toggles it. While closed, the panel is laid out but invisible, so Next prefetches
 * its links with the header's and a click in the menu needs no round trip. With the keyboard, Enter/Space/ArrowDown open it, arrows move through it and
 * Escape closes it and returns focus to the trigger. Links in groups are set as a wide menu, a
 * column per group under its heading; a link's description is a line under its name.
 */
export function NavDropdown({ item }: { item: NavItem }) {
  const pathname = useSitePathname();
  // Remembering where the panel was opened closes it on any route change, without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Opened by the pointer coming over it: the click that usually follows must not close it.
  const openedByHover = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const links = item.dropdownItems ?? [];
  const groups = groupsOf(links);
  const wide = groups.some((group) => group.title);
  const current = currentMarker(pathname, item);

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
    openedByHover.current = false;
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

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
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
        if (!open) openedByHover.current = true;
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
        aria-current={current && 'true'}
        onClick={() => {
          const keep = open && openedByHover.current;
          openedByHover.current = false;
          if (!keep) setOpen(!open);
        }}
        onKeyDown={onTriggerKeyDown}
        className={`flex items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] font-medium whitespace-nowrap transition-colors hover:text-orange-700 ${current ? 'text-orange-700' : 'text-primary'}`}
      >
        {item.label}
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className={`size-4 transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
        >
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </button>
      {/* Padding, not margin, bridges the trigger and the panel so the pointer never leaves.
          Invisible rather than hidden: a laid-out link is one Next prefetches. */}
      <div
        id={panelId}
        style={open ? undefined : { visibility: 'hidden' }}
        inert={!open}
        className={`absolute top-full pt-2 ${wide ? 'left-1/2 -translate-x-1/2' : 'left-0'}`}
      >
        <div
          ref={listRef}
          onKeyDown={onListKeyDown}
          className="rounded-card border border-neutral-200 bg-white p-2 shadow-xl"
        >
          {wide ? (
            <div className="flex w-max gap-2">
              {groups.map((group, index) => (
                <div
                  key={group.title}
                  className={`rounded-brand p-1 ${index > 0 ? 'bg-neutral-50' : ''}`}
                >
                  <p
                    id={`${panelId}-${index}`}
                    className="px-3 pt-2 pb-1 font-heading text-xs font-bold tracking-widest text-neutral-600 uppercase"
                  >
                    {group.title}
                  </p>
                  <ul
                    aria-labelledby={`${panelId}-${index}`}
                    className={`grid gap-x-1 ${group.links.length > LINKS_PER_COLUMN ? 'w-[32rem] grid-cols-2' : 'w-64'}`}
                  >
                    {group.links.map((link) => (
                      <DropdownLink key={link.href} link={link} pathname={pathname} />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ) : (
            <ul
              aria-label={item.label}
              className={links.some((l) => l.description) ? 'w-72' : 'w-64'}
            >
              {links.map((link) => (
                <DropdownLink key={link.href} link={link} pathname={pathname} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </li>
  );
}

function DropdownLink({ link, pathname }: { link: NavLink; pathname: string }) {
  return (
    <li>
      <Link
        href={link.href}
        aria-current={pathname === link.href ? 'page' : undefined}
        className="group block rounded-brand px-3 py-2 text-sm hover:bg-neutral-100 focus-visible:bg-neutral-100 aria-[current=page]:bg-orange-50"
      >
        <span className="block font-medium text-primary group-hover:text-orange-700">
          {link.label}
        </span>
        {link.description && (
          <span className="mt-0.5 block leading-snug text-neutral-600">{link.description}</span>
        )}
      </Link>
    </li>
  );
}
