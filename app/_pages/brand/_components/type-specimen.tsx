import type { typography } from '@/content/brand';
import { cn } from '@/lib/cn';

const specimenFont = { heading: 'font-heading', body: 'font-sans' } as const;

/**
 * Each brand typeface in each of its weights, set in the site's own loaded fonts; `families`
 * in the page's language (content/brand.ts, content/sv/brand.ts).
 */
export function TypeSpecimen({ families }: { families: typeof typography.families }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {families.map((family) => (
        <article key={family.name} className="rounded-card border border-neutral-200 p-6">
          <h3 className={cn('text-2xl font-bold text-primary', specimenFont[family.font])}>
            {family.name}
          </h3>
          <p className="text-sm text-neutral-600">{family.role}</p>
          <ul className="mt-6 space-y-4">
            {family.weights.map((weight) => (
              <li key={weight.weight}>
                <p className="font-mono text-xs text-neutral-600">{weight.label}</p>
                <p
                  className={cn(
                    'text-2xl text-primary',
                    specimenFont[family.font],
                    weight.className,
                  )}
                >
                  {family.sample}
                </p>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}
