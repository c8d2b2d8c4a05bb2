import type { ReactNode } from 'react';
import { HeaderPanel } from './header-panel';
import { LanguageLinks, type LanguageChoice } from './language-link';

type LanguageMenuProps = {
  choices: readonly LanguageChoice[];
  /** What its button shows and says: an icon, and its name for screen readers. */
  children: ReactNode;
};

/**
 * The desktop header's menu of the languages, when there are more than two: a header panel
 * (HeaderPanel), beside the search's.
 */
export function LanguageMenu({ choices, children }: LanguageMenuProps) {
  return (
    <HeaderPanel className="group relative">
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
    </HeaderPanel>
  );
}
