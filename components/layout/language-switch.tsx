'use client';

import { clsx } from 'clsx';
import { useLocale } from '@/components/i18n/locale-context';
import { Link } from '@/components/ui/link';
import { languageSwitchHref, otherLocale } from '@/lib/i18n';
import { usePathname } from 'next/navigation';

type LanguageSwitchProps = {
  /** The other language's name in that language ("Svenska", "English"), and what the link does. */
  copy: { label: string; description: string; hrefLang: string };
  /** Full width, as in the mobile menu. */
  block?: boolean;
};

/**
 * The link to this page in the other language. Nothing is remembered and nothing redirects:
 * every URL answers in one language, for every visitor and every cache.
 */
export function LanguageSwitch({ copy, block }: LanguageSwitchProps) {
  const to = otherLocale(useLocale());
  return (
    <Link
      href={languageSwitchHref(usePathname(), to)}
      hrefLang={copy.hrefLang}
      lang={copy.hrefLang}
      title={copy.description}
      prefetch={false}
      className={clsx(
        'inline-flex min-h-11 items-center gap-2 rounded-brand px-3 text-[0.95rem] font-medium text-primary hover:text-orange-700',
        block && 'w-full',
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.75" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
        />
      </svg>
      {copy.label}
    </Link>
  );
}
