import NextLink from 'next/link';
import * as en from '@/content/search';
import { translations } from '@/content/words';
import { inLocale, localizedPath, type Locale } from '@/lib/i18n';
import { cn } from '@/lib/cn';

/** Numbers shown on each side of the current page before the list is cut with "…". */
const around = 1;

/** The page numbers to link: the first, the last, and the current with its neighbours. */
export function pageNumbers(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set([1, pages]);
  for (let n = page - around; n <= page + around; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((n, i) => {
    const previous = sorted[i - 1];
    if (previous === undefined || n === previous + 1) return [n];
    // One missing number is shown rather than a "…" that would stand for it.
    return n === previous + 2 ? [previous + 1, n] : ['gap' as const, n];
  });
}

/** The address of page `page` of the results for `query`: a plain GET link. */
export function resultsPageHref(locale: Locale, query: string, page: number): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `${localizedPath('/search', locale)}?${params}`;
}

/**
 * Links to every page of a search's results: previous, the numbers (the current one marked,
 * not linked) and next. Plain links: they work without JavaScript.
 */
export function ResultPages({
  locale,
  query,
  page,
  pages,
}: {
  locale: Locale;
  query: string;
  page: number;
  pages: number;
}) {
  const words = inLocale(locale, en, translations.search).searchCopy.pages;
  const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-brand px-3';
  const link = cn(
    item,
    'border border-neutral-200 bg-white font-semibold text-primary hover:bg-primary-50',
  );
  return (
    <nav aria-label={words.label} className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <NextLink
              href={resultsPageHref(locale, query, page - 1)}
              prefetch={false}
              rel="prev"
              className={link}
            >
              {words.previous}
            </NextLink>
          </li>
        )}
        {pageNumbers(page, pages).map((n, i) =>
          n === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className={cn(item, 'text-neutral-700')}>
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span
                  aria-current="page"
                  aria-label={words.page.replace('{page}', String(n))}
                  className={cn(item, 'bg-primary font-bold text-white')}
                >
                  {n}
                </span>
              ) : (
                <NextLink
                  href={resultsPageHref(locale, query, n)}
                  prefetch={false}
                  aria-label={words.page.replace('{page}', String(n))}
                  className={link}
                >
                  {n}
                </NextLink>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <NextLink
              href={resultsPageHref(locale, query, page + 1)}
              prefetch={false}
              rel="next"
              className={link}
            >
              {words.next}
            </NextLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
