import type { Locale } from '@/lib/i18n';

/** Where the suggestions ask: the search endpoint (app/api/search), in the page's language. */
export function searchEndpoint(locale: Locale, query: string, limit: number): string {
  return `/api/search?${new URLSearchParams({ q: query, lang: locale, limit: String(limit) })}`;
}
