'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { defaultLocale, pathWithoutLocale, type Locale } from '@/lib/i18n';

const LocaleContext = createContext<Locale>(defaultLocale);

/** Tells the client components of a page which language it is in (set by the root layouts). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** The language of the page a client component is rendered in. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/**
 * The page's path as its English twin's (`/sv/about` → `/about`): what navigation compares
 * with the English paths content names.
 */
export function useSitePathname(): string {
  return pathWithoutLocale(usePathname());
}
