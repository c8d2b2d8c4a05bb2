import { defaultLocale, htmlLang, intlLocale, type Locale } from '@/lib/i18n';
import type { FallbackLang } from './types';

/**
 * The `lang` attribute of a text shown in its fallback language (an English title on a Swedish
 * page), so a screen reader reads it in that language; none for a text in the page's own.
 */
export function fallbackLangAttribute(lang: FallbackLang): { lang?: string } {
  return lang ? { lang: htmlLang[lang] } : {};
}

/** "November 12, 2026" / "12 november 2026": the long date form of the cards and the article. */
export function formatLongDate(isoDate: string, locale: Locale = defaultLocale): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T12:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    date,
  );
}

/** The date as an ISO date-time, for `<time dateTime>`, JSON-LD and the sitemap. */
export function isoDateTime(isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  return Number.isNaN(date.getTime()) ? isoDate : date.toISOString();
}
