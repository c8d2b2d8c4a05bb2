import type { CSSProperties } from 'react';
import { typography } from '@/content/brand';
import { cn } from '@/lib/cn';

/**
 * The specimen names our fonts themselves (app/globals.css), over their sized fallbacks: the rest
 * of a page a visitor lands on is set in the fallbacks until the next page
 * (lib/fonts-first-paint.ts), but a specimen has to show the typeface it is about.
 */
const specimenFont: Record<'heading' | 'body', CSSProperties> = {
  heading: { fontFamily: 'var(--font-heading-ours), var(--font-heading-fallbacks)' },
  body: { fontFamily: 'var(--font-body-ours), var(--font-body-fallbacks)' },
};

/** Each brand typeface in each of its weights, set in the site's own loaded fonts. */
export function TypeSpecimen() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {typography.families.map((family) => (
        <article key={family.name} className="rounded-card border border-neutral-200 p-6">
          <h3 className="text-2xl font-bold text-primary" style={specimenFont[family.font]}>
            {family.name}
          </h3>
          <p className="text-sm text-neutral-600">{family.role}</p>
          <ul className="mt-6 space-y-4">
            {family.weights.map((weight) => (
              <li key={weight.weight}>
                <p className="font-mono text-xs text-neutral-600">{weight.label}</p>
                <p
                  className={cn('text-2xl text-primary', weight.className)}
                  style={specimenFont[family.font]}
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
