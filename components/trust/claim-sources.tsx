import * as en from '@/content/claims';
import * as siteEn from '@/content/site';
import { translations } from '@/content/words';
import { cn } from '@/lib/cn';
import { inLocale, localizedPath, type Locale } from '@/lib/i18n';

type ClaimSourcesProps = {
  /** The copy of the section: every registered claim found in it gets its source line. */
  texts: readonly string[];
  /** The language of the copy: each language's claims are found in its own phrasing. */
  locale: Locale;
  className?: string;
};

/** The source lines of the figures a section claims, in the same words on every page. */
export function ClaimSources({ texts, locale, className }: ClaimSourcesProps) {
  const { claimCopy, claims } = inLocale(locale, en, translations.claims);
  const { quoteMarks } = inLocale(locale, siteEn, translations.site).siteCopy;
  const found = en.claimsIn(texts, claims);
  if (found.length === 0) return null;
  return (
    <div className={cn('space-y-1 text-sm leading-relaxed text-neutral-700', className)}>
      {found.map((claim) => (
        <p key={claim.id} data-claim-source={claim.id}>
          <span className="font-semibold">
            {claimCopy.sourceLabel} {quoteMarks.open}
            {claim.label}
            {quoteMarks.close}:
          </span>{' '}
          {claim.source}
          {claim.link && (
            <>
              {' '}
              <a
                href={localizedPath(claim.link.href, locale)}
                className="font-semibold text-primary underline"
              >
                {claim.link.label}
              </a>
            </>
          )}
        </p>
      ))}
    </div>
  );
}
