'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useLocale } from '@/components/i18n/locale-context';
import type { searchCopy } from '@/content/search';
import { intlLocale } from '@/lib/i18n';
import { formatLongDate } from '@/lib/news/format';
import type { SearchAnswer } from '@/lib/search/types';
import { searchEndpoint } from './search-endpoint';
import { TextRuns } from './text-runs';

/** Quiet this long after a keystroke before asking: a word typed at speed is one request. */
const debounceMs = 200;
/** The suggestions shown; the search page has the rest. */
const shownHits = 6;

type SearchSuggestionsProps = {
  /** The search form's input, which stays the one control: it gets the combobox's roles. */
  input: RefObject<HTMLInputElement | null>;
  /** `popup` under the header's field; `inline` in the flow of the mobile menu. */
  placement: 'popup' | 'inline';
  /** Its words in the page's language, from the server (they ship with no other words). */
  words: SuggestionWords;
};

/** The words the suggestions show: their own, and the names of the site's sections. */
export type SuggestionWords = Pick<typeof searchCopy, 'suggestions' | 'sections'>;

type Suggestions =
  { state: 'idle' } | { state: 'answered'; answer: SearchAnswer } | { state: 'failed' };

/**
 * Suggestions as the visitor types, from the search endpoint: a listbox under the input (the
 * ARIA combobox pattern). The arrow keys choose, Enter opens the chosen page, or, with none
 * chosen, submits the form to the search page as it would without JavaScript; Escape closes the
 * list. A polite live region says how many matched. Loaded only when a search field gets focus
 * (SearchField).
 */
export default function SearchSuggestions({ input, placement, words }: SearchSuggestionsProps) {
  const locale = useLocale();
  const copy = words.suggestions;
  const router = useRouter();
  const listId = useId();
  const [suggestions, setSuggestions] = useState<Suggestions>({ state: 'idle' });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({});

  const answer = suggestions.state === 'answered' ? suggestions.answer : undefined;
  const hits = answer?.hits.slice(0, shownHits) ?? [];
  // The hits, then "See all results", which submits the form.
  const optionCount = hits.length > 0 ? hits.length + 1 : 0;
  const expanded = open && optionCount > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const state = pending.current;

    const ask = async (query: string) => {
      state.request?.abort();
      const request = new AbortController();
      state.request = request;
      try {
        const response = await fetch(searchEndpoint(locale, query, shownHits), {
          signal: request.signal,
        });
        // A refused query (too long, say) has nothing to suggest; the page explains it.
        if (response.status >= 400 && response.status < 500) {
          setSuggestions({ state: 'idle' });
          return;
        }
        if (!response.ok) throw new Error(`search answered ${response.status}`);
        const next = (await response.json()) as SearchAnswer;
        setSuggestions({ state: 'answered', answer: next });
        setActive(-1);
        setOpen(true);
      } catch (error) {
        if (request.signal.aborted) return;
        console.error('[search] suggestions failed:', error);
        setSuggestions({ state: 'failed' });
        setOpen(true);
      }
    };

    const onInput = () => {
      clearTimeout(state.timer);
      const query = field.value.trim();
      if (!query) {
        state.request?.abort();
        setSuggestions({ state: 'idle' });
        setOpen(false);
        return;
      }
      state.timer = setTimeout(() => void ask(query), debounceMs);
    };

    // Typed before this module arrived: suggest for it at once. (Not for the words the search
    // page was opened with: its results are already there.)
    if (field.value.trim() && field.value !== field.defaultValue) onInput();
    field.addEventListener('input', onInput);
    return () => {
      field.removeEventListener('input', onInput);
      clearTimeout(state.timer);
      state.request?.abort();
    };
  }, [input, locale]);

  /** Opens a hit's page, leaving search closed behind (the header's panel too). */
  const go = (path: string) => {
    setOpen(false);
    const field = input.current;
    field?.blur();
    field?.closest('details')?.removeAttribute('open');
    router.push(path);
  };

  useEffect(() => {
    const field = input.current;
    if (!field) return;

    const choose = (index: number) => {
      const hit = hits[index];
      if (hit) go(hit.path);
      else field.form?.requestSubmit();
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (optionCount === 0) return;
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        // The options, then the field's own text again (-1), round and round.
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const positions = optionCount + 1;
        setActive((current) => ((current + 1 + step + positions) % positions) - 1);
      } else if (event.key === 'Enter' && expanded && active >= 0) {
        event.preventDefault();
        choose(active);
      } else if (event.key === 'Escape' && (expanded || suggestions.state === 'failed')) {
        // Closes the list; a second Escape clears the field, as the browser does.
        event.preventDefault();
        setOpen(false);
        setActive(-1);
        if (suggestions.state === 'failed') setSuggestions({ state: 'idle' });
      }
    };
    const onFocus = () => {
      if (optionCount > 0) setOpen(true);
    };
    const onBlur = () => setOpen(false);

    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('focus', onFocus);
    field.addEventListener('blur', onBlur);
    return () => {
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('focus', onFocus);
      field.removeEventListener('blur', onBlur);
    };
  });

  // The input is the combobox: its roles go on while this module runs, and off with it.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('role', 'combobox');
    field.setAttribute('aria-autocomplete', 'list');
    field.setAttribute('aria-controls', listId);
    return () => {
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded']) {
        field.removeAttribute(name);
      }
      field.removeAttribute('aria-activedescendant');
    };
  }, [input, listId]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('aria-expanded', String(expanded));
    if (expanded && active >= 0) {
      field.setAttribute('aria-activedescendant', optionId(active));
      document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
    } else {
      field.removeAttribute('aria-activedescendant');
    }
  });

  const plural = new Intl.PluralRules(intlLocale[locale]);
  const status =
    suggestions.state === 'failed'
      ? copy.failed
      : answer && open
        ? answer.total === 0
          ? copy.none.replace('{query}', answer.query)
          : copy.count[plural.select(answer.total) === 'one' ? 'one' : 'other'].replace(
              '{count}',
              String(answer.total),
            )
        : '';
  const showMessage = open && (suggestions.state === 'failed' || answer?.total === 0);

  const panel = `rounded-card border border-neutral-200 bg-white text-left shadow-xl ${placement === 'popup' ? 'absolute top-full left-0 z-10 mt-2 w-full' : 'mt-2'}`;

  return (
    <>
      <p role="status" className="sr-only">
        {status}
      </p>
      {showMessage && (
        <p aria-hidden="true" className={`${panel} px-4 py-3 text-sm text-neutral-700`}>
          {status}
        </p>
      )}
      <ul
        id={listId}
        role="listbox"
        aria-label={copy.listLabel}
        hidden={!expanded}
        className={`${panel} max-h-[min(28rem,70dvh)] overflow-y-auto py-2`}
      >
        {hits.map((hit, index) => (
          <li
            key={hit.path}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the input, so the list stays a part of it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(hit.path)}
            onMouseEnter={() => setActive(index)}
            className={`cursor-pointer px-4 py-2.5 ${index === active ? 'bg-primary-50 text-orange-700' : 'text-primary'}`}
          >
            <span className="block font-medium">
              <TextRuns runs={hit.titleRuns} />
            </span>
            <span className="block text-sm text-neutral-700">
              {words.sections[hit.section]}
              {hit.date && ` · ${formatLongDate(hit.date, locale)}`}
            </span>
          </li>
        ))}
        {answer && hits.length > 0 && (
          <li
            id={optionId(hits.length)}
            role="option"
            aria-selected={active === hits.length}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => input.current?.form?.requestSubmit()}
            onMouseEnter={() => setActive(hits.length)}
            className={`mt-1 cursor-pointer border-t border-neutral-200 px-4 pt-3 pb-2 text-sm font-semibold underline underline-offset-4 ${active === hits.length ? 'bg-primary-50 text-orange-700' : 'text-primary'}`}
          >
            {copy.all.replace('{query}', answer.query)}
          </li>
        )}
      </ul>
    </>
  );
}
