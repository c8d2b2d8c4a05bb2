import * as en from '@/content/cases';
import type { CaseFigure } from '@/content/cases';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';

/** A case's three figures, each with its unit, what it measures and its source: on its page and on the service pages that it shows at work. */
export function CaseResults({
  results,
  locale,
}: {
  results: readonly CaseFigure[];
  locale: Locale;
}) {
  const { caseCopy } = inLocale(locale, en, translations.cases);
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {results.map((figure) => (
        <li
          key={figure.label}
          data-case-figure
          className="flex flex-col rounded-card border border-neutral-200 bg-white p-6 shadow-sm"
        >
          <p className="font-heading text-4xl leading-none font-extrabold text-primary">
            {figure.value}
          </p>
          <p className="mt-3 font-heading text-lg font-bold text-primary">{figure.label}</p>
          <p className="mt-1 text-neutral-700">{figure.detail}</p>
          {/* The gap above the divider holds when the lines above fill the card. */}
          <div className="mt-auto pt-5">
            <p
              data-figure-source
              className="border-t border-neutral-200 pt-4 text-sm text-neutral-700"
            >
              <span className="font-semibold">{caseCopy.sourceLabel}</span> {figure.source}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
