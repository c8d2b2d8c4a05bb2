import { defaultLocale, intlLocale, type Locale } from '@/lib/i18n';

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
