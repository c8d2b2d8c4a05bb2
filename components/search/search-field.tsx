'use client';

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
 * The search form's input. It renders without JavaScript; focus brings in the suggestions.
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
    // Focused before the page hydrated: the focus event has passed already.
    if (document.activeElement === input.current) setActive(true);
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
        className={`w-full rounded-brand border border-neutral-400 bg-white px-3 text-neutral-900 placeholder:text-neutral-600 ${variant === 'page' ? 'min-h-12 text-lg' : 'min-h-11'}`}
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
