'use client';

import { clsx } from 'clsx';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from '@/components/ui/link';
import { languageSwitchHref, type Locale } from '@/lib/i18n';
import { usePathname } from 'next/navigation';

/** A language the switcher offers, named and described in its own words. */
export type LanguageChoice = {
  locale: Locale;
  /** Its `lang` (`htmlLang`): the link's `hrefLang`, and the language its name is written in. */
  lang: string;
  /** Its own name ("Svenska", "English"): what the link says. */
  name: string;
  /** What the link does ("Läs den här sidan på svenska"): its title. */
  description: string;
};

type LanguageSwitchProps = {
  /** Every language but the page's, in the registry's order. */
  choices: readonly LanguageChoice[];
  /**
   * With more than one choice, in the page's language: the menu's label ("Language") and the
   * page's language by its own name, which the desktop menu shows.
   */
  menu: { label: string; current: string };
  /** Full width, as in the mobile menu. */
  block?: boolean;
};

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-brand px-3 text-[0.95rem] font-medium text-primary hover:text-orange-700';

/**
 * Links to this page in the other languages. Nothing is remembered and nothing redirects: every
 * URL answers in one language, for every visitor and every cache. With one other language it is
 * one link; with more, the desktop header has a menu (a `<details>`, which opens without
 * JavaScript) and the mobile menu lists them side by side.
 */
export function LanguageSwitch({ choices, menu, block }: LanguageSwitchProps) {
  const pathname = usePathname();
  const [only, ...more] = choices;
  if (!only) return null;
  if (more.length === 0) {
    return (
      <ChoiceLink
        choice={only}
        pathname={pathname}
        className={clsx(linkClass, block && 'w-full')}
        globe
      />
    );
  }
  if (block) {
    return (
      <div className="flex flex-wrap items-center gap-x-1 pl-3 text-primary">
        <Globe />
        <ul aria-label={menu.label} className="flex flex-wrap">
          {choices.map((choice) => (
            <li key={choice.locale}>
              <ChoiceLink choice={choice} pathname={pathname} className={linkClass} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return <LanguageMenu choices={choices} menu={menu} pathname={pathname} />;
}

/**
 * The desktop menu of the languages, closed like the header's search panel: by Escape (the focus
 * goes back to its button) and by a click anywhere else.
 */
function LanguageMenu({
  choices,
  menu,
  pathname,
}: Pick<LanguageSwitchProps, 'choices' | 'menu'> & { pathname: string }) {
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
    <details ref={panel} className="group relative" onKeyDown={onKeyDown}>
      <summary
        className={clsx(
          linkClass,
          'cursor-pointer list-none group-open:bg-neutral-100 [&::-webkit-details-marker]:hidden',
        )}
      >
        <Globe />
        <span className="sr-only">{menu.label}: </span>
        {menu.current}
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="-ml-1 size-4 transition-transform duration-200 group-open:rotate-180"
        >
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.75" />
        </svg>
      </summary>
      <ul className="absolute top-full right-0 mt-2 w-max min-w-full rounded-card border border-neutral-200 bg-white p-2 shadow-xl">
        {choices.map((choice) => (
          <li key={choice.locale}>
            <ChoiceLink
              choice={choice}
              pathname={pathname}
              className="block rounded-brand px-3 py-2 text-[0.95rem] font-medium text-primary hover:bg-neutral-100 hover:text-orange-700 focus-visible:bg-neutral-100"
            />
          </li>
        ))}
      </ul>
    </details>
  );
}

function ChoiceLink({
  choice,
  pathname,
  className,
  globe,
}: {
  choice: LanguageChoice;
  pathname: string;
  className: string;
  globe?: boolean;
}) {
  return (
    <Link
      href={languageSwitchHref(pathname, choice.locale)}
      hrefLang={choice.lang}
      lang={choice.lang}
      title={choice.description}
      prefetch={false}
      className={className}
    >
      {globe && <Globe />}
      {choice.name}
    </Link>
  );
}

function Globe() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.75" />
      <path
        d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
      />
    </svg>
  );
}
