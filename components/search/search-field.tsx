'use client';

import { clsx } from 'clsx';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { SuggestionWords } from './search-suggestions';

// Loaded when the visitor first focuses a search field: a page never searched ships none of it.
const SearchSuggestions = lazy(() => import('./search-suggestions'));

type SearchFieldProps = {
  label: string;
  placeholder: string;
  defaultValue?: string;
  variant: 'compact' | 'page';
  /** The suggestions' words, in the page's language. */
  suggestions: SuggestionWords;
};

/**
 * The search form's input. It renders without JavaScript; focus brings in the suggestions. In
 * the header's search panel (a `<details>`), opening the panel focuses the field, and Escape or
 * a click elsewhere closes it.
 */
export function SearchField({
  label,
  placeholder,
  defaultValue,
  variant,
  suggestions,
}: SearchFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);

  useEffect(() => {
    const field = input.current;
    // Focused before the page hydrated: the focus event has passed already.
    if (document.activeElement === field) setActive(true);
    const panel = field?.closest('details');
    if (!field || !panel) return;
    const onToggle = () => {
      if (panel.open) field.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (panel.open && !panel.contains(event.target as Node)) panel.open = false;
    };
    panel.addEventListener('toggle', onToggle);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      panel.removeEventListener('toggle', onToggle);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, []);

  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        placeholder={placeholder}
        defaultValue={defaultValue}
        autoComplete="off"
        enterKeyHint="search"
        onFocus={() => setActive(true)}
        onKeyDown={(event) => {
          // The suggestions take Escape first when they are open.
          const panel = event.currentTarget.closest('details');
          if (event.key !== 'Escape' || event.defaultPrevented || !panel?.open) return;
          event.preventDefault();
          panel.open = false;
          panel.querySelector('summary')?.focus();
        }}
        className={clsx(
          'w-full rounded-brand border border-neutral-400 bg-white px-3 text-neutral-900 placeholder:text-neutral-600',
          variant === 'page' ? 'min-h-12 text-lg' : 'min-h-11',
        )}
      />
      {active && (
        <Suspense fallback={null}>
          <SearchSuggestions
            input={input}
            placement={variant === 'page' ? 'popup' : 'inline'}
            words={suggestions}
          />
        </Suspense>
      )}
    </div>
  );
}
