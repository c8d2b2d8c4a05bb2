import { clsx } from 'clsx';
import { LanguageLink, LanguageLinks, type LanguageChoice } from './language-link';
import { LanguageMenu } from './language-menu';

type LanguageSwitchProps = {
  /** Every language but the page's, in the registry's order. */
  choices: readonly LanguageChoice[];
  /**
   * With more than one choice, in the page's language: the menu's label ("Language") and the
   * page's language by its own name, which the desktop menu's button says ("Language: English").
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
 * one link; with more, the desktop header has a menu and the mobile menu lists them side by side.
 * The choice is made here, on the server, so a site with two languages ships no menu.
 */
export function LanguageSwitch({ choices, menu, block }: LanguageSwitchProps) {
  const [only, ...more] = choices;
  if (!only) return null;
  if (more.length === 0) {
    return (
      <LanguageLink choice={only} className={clsx(linkClass, block && 'w-full')}>
        <Globe />
      </LanguageLink>
    );
  }
  if (!block) {
    // The globe alone, like the search beside it: the Swedish menu leaves no room at 1280 px
    // for a name of any length.
    return (
      <LanguageMenu choices={choices}>
        <Globe />
        <span className="sr-only">{`${menu.label}: ${menu.current}`}</span>
      </LanguageMenu>
    );
  }
  return (
    // The globe stands where the one link's does, as far from the first name as there.
    <div className="flex items-center gap-2 pl-3 text-primary">
      <Globe />
      <LanguageLinks
        choices={choices}
        label={menu.label}
        className="flex flex-wrap gap-x-5"
        linkClassName="inline-flex min-h-11 items-center rounded-brand text-[0.95rem] font-medium text-primary hover:text-orange-700"
      />
    </div>
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
