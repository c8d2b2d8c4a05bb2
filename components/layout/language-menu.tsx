'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { LanguageLinks, type LanguageChoice } from './language-link';

type LanguageMenuProps = {
  choices: readonly LanguageChoice[];
  /** What its button shows and says: an icon, and its name for screen readers. */
  children: ReactNode;
};

/**
 * The desktop header's menu of the languages, when there are more than two: a `<details>`, so it
 * opens without JavaScript. It closes like the header's search panel: by Escape (the focus goes
 * back to its button) and by a click anywhere else.
 */
export function LanguageMenu({ choices, children }: LanguageMenuProps) {
  const panel = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const details = panel.current;
    if (!details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (event.key !== 'Escape' || event.defaultPrevented || !details.open) return;
    event.preventDefault();
    details.open = false;
    details.querySelector('summary')?.focus();
  };

  return (
    // One header panel open at a time: the search panel shares the name.
    <details ref={panel} name="header-panel" className="group relative" onKeyDown={onKeyDown}>
      <summary className="flex h-11 cursor-pointer list-none items-center gap-0.5 rounded-brand px-2 text-primary group-open:bg-neutral-100 hover:text-orange-700 [&::-webkit-details-marker]:hidden">
        {children}
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4 transition-transform duration-200 group-open:rotate-180"
        >
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </summary>
      <LanguageLinks
        choices={choices}
        className="absolute top-full right-0 mt-2 w-max min-w-full rounded-card border border-neutral-200 bg-white p-2 shadow-xl"
        linkClassName="block rounded-brand px-3 py-2 text-[0.95rem] font-medium text-primary hover:bg-neutral-100 hover:text-orange-700 focus-visible:bg-neutral-100"
      />
    </details>
  );
}
