import { cache } from 'react';
import { defaultLocale, type Locale } from './i18n';

/**
 * The language of the page being rendered, for the one kind of component Next gives no params:
 * not-found.tsx. The language's layout and each page set it before anything can call
 * notFound() (next-intl's `setRequestLocale`, the same idea); React's `cache` keeps it to one
 * request.
 */
const current = cache(() => ({ locale: defaultLocale as Locale }));

export function setRequestLocale(locale: Locale): void {
  current().locale = locale;
}

export function requestLocale(): Locale {
  return current().locale;
}
