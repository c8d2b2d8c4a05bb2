import { Link } from '@/components/ui/link';
import { cn } from '@/lib/cn';
import { absoluteUrl } from '@/lib/env';
import { newsListPath } from '@/lib/routes';
import * as en from '@/content/news/page';
import { translations } from '@/content/words';
import { inLocale, localizedPath, type Locale } from '@/lib/i18n';

/** Page numbers to show: the first, the last, and two either side of the current one. */
function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let n = 1; n <= pageCount; n++) {
    if (n === 1 || n === pageCount || Math.abs(n - page) <= 2) pages.push(n);
    else if (pages.at(-1) !== 'gap') pages.push('gap');
  }
  return pages;
}

const itemClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 font-semibold';

/** The list's page links, plus rel prev/next for crawlers (React puts <link> in <head>). */
export function Pagination({
  page,
  pageCount,
  locale,
}: {
  page: number;
  pageCount: number;
  locale: Locale;
}) {
  if (pageCount <= 1) return null;
  const { pagination } = inLocale(locale, en, translations.newsPage).newsPage;
  const previous = page > 1 ? newsListPath(page - 1) : undefined;
  const next = page < pageCount ? newsListPath(page + 1) : undefined;
  return (
    <>
      {previous && <link rel="prev" href={absoluteUrl(localizedPath(previous, locale))} />}
      {next && <link rel="next" href={absoluteUrl(localizedPath(next, locale))} />}
      <nav aria-label={pagination.label} className="mt-14">
        <ul className="flex flex-wrap items-center justify-center gap-2">
          {previous && (
            <li>
              <Link href={previous} className={cn(itemClass, 'text-primary hover:bg-primary-50')}>
                {pagination.newer}
              </Link>
            </li>
          )}
          {visiblePages(page, pageCount).map((item, index) =>
            item === 'gap' ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-neutral-600">
                …
              </li>
            ) : (
              <li key={item}>
                <Link
                  href={newsListPath(item)}
                  aria-current={item === page ? 'page' : undefined}
                  aria-label={pagination.page(item)}
                  className={cn(
                    itemClass,
                    item === page ? 'bg-primary text-white' : 'text-primary hover:bg-primary-50',
                  )}
                >
                  {item}
                </Link>
              </li>
            ),
          )}
          {next && (
            <li>
              <Link href={next} className={cn(itemClass, 'text-primary hover:bg-primary-50')}>
                {pagination.older}
              </Link>
            </li>
          )}
        </ul>
      </nav>
    </>
  );
}
