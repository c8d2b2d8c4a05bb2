const locales = { en: 'en-US', sv: 'sv-SE' } as const;

export type DateLanguage = keyof typeof locales;

/** An ISO date such as `2026-11-22` as a long date: "November 22, 2026", "22 november 2026". */
export function formatLongDate(isoDate: string, lang: DateLanguage = 'en'): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}
