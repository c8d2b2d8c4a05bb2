import { claimCopy, claimsIn } from '@/content/claims';
import { cn } from '@/lib/cn';

type ClaimSourcesProps = {
  /** The copy of the section: every registered claim found in it gets its source line. */
  texts: readonly string[];
  className?: string;
};

/** The source lines of the figures a section claims, in the same words on every page. */
export function ClaimSources({ texts, className }: ClaimSourcesProps) {
  const found = claimsIn(texts);
  if (found.length === 0) return null;
  return (
    <div className={cn('space-y-1 text-sm leading-relaxed text-neutral-700', className)}>
      {found.map((claim) => (
        <p key={claim.id} data-claim-source={claim.id}>
          <span className="font-semibold">
            {claimCopy.sourceLabel} “{claim.label}”:
          </span>{' '}
          {claim.source}
          {claim.link && (
            <>
              {' '}
              <a href={claim.link.href} className="font-semibold text-primary underline">
                {claim.link.label}
              </a>
            </>
          )}
        </p>
      ))}
    </div>
  );
}
