import type { ServicePageContent } from '@/content/types';

type TrustedByProps = Pick<ServicePageContent, 'clientExamples' | 'clientLinks'> & {
  label: string;
};

/**
 * The clients who use a service, as a row of names. A name becomes a link only when its case
 * study exists (`clientLinks[i]`); we show no logos we do not own.
 */
export function TrustedBy({ label, clientExamples, clientLinks }: TrustedByProps) {
  if (clientExamples.length === 0) return null;
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
      <p className="font-heading text-sm font-bold tracking-widest text-neutral-600 uppercase">
        {label}
      </p>
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {clientExamples.map((name, index) => {
          const href = clientLinks[index];
          return (
            <li key={name} className="font-heading text-lg font-semibold text-primary-500">
              {href ? (
                <a href={href} className="underline-offset-4 hover:underline">
                  {name}
                </a>
              ) : (
                name
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
