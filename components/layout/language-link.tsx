'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { languageSwitchHref } from '@/lib/i18n';
import type { LanguageChoice } from './language-switch';

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
