'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { languageSwitchHref, type Locale } from '@/lib/i18n';

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

/** This page in the language of `choice`, named in that language, after `children` (an icon). */
export function LanguageLink({
  choice,
  className,
  children,
}: {
  choice: LanguageChoice;
  className: string;
  children?: ReactNode;
}) {
  return (
    <Link
      href={languageSwitchHref(usePathname(), choice.locale)}
      hrefLang={choice.lang}
      lang={choice.lang}
      title={choice.description}
      prefetch={false}
      className={className}
    >
      {children}
      {choice.name}
    </Link>
  );
}

/** A list of `LanguageLink`s, one per choice: the desktop menu's and the mobile menu's. */
export function LanguageLinks({
  choices,
  label,
  className,
  linkClassName,
}: {
  choices: readonly LanguageChoice[];
  /** Its accessible name, where nothing around it names it. */
  label?: string;
  className: string;
  linkClassName: string;
}) {
  return (
    <ul aria-label={label} className={className}>
      {choices.map((choice) => (
        <li key={choice.locale}>
          <LanguageLink choice={choice} className={linkClassName} />
        </li>
      ))}
    </ul>
  );
}
