'use client';

import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

/**
 * A panel of the desktop header (the search, the language menu): a `<details>`, so it opens
 * without JavaScript, and one at a time, as they share a name. With JavaScript it closes on
 * Escape (the focus goes back to its button) and on a click anywhere else, and opening it
 * focuses its field, if it has one. Its button and contents are rendered by the server.
 */
export function HeaderPanel({ className, children }: { className: string; children: ReactNode }) {
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
    // Taken already: the search field's suggestions closed on it.
    if (event.key !== 'Escape' || event.defaultPrevented || !details.open) return;
    event.preventDefault();
    details.open = false;
    details.querySelector('summary')?.focus();
  };

  return (
    <details
      ref={panel}
      name="header-panel"
      className={className}
      onKeyDown={onKeyDown}
      onToggle={(event) => {
        if (event.currentTarget.open) event.currentTarget.querySelector('input')?.focus();
      }}
    >
      {children}
    </details>
  );
}
