import type { trustFacts } from '@/content/trust';

/**
 * The answers a security review asks first (where the data lives, who hosts it, what we are
 * certified for), beside the page's lead: the page's facts in one look.
 */
export function TrustFacts({ facts }: { facts: typeof trustFacts }) {
  return (
    <section
      aria-labelledby="trust-facts"
      className="rounded-card border border-neutral-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="trust-facts" className="font-heading text-lg font-bold text-primary">
        {facts.title}
      </h2>
      <dl className="mt-4 grid gap-x-8 sm:grid-cols-2">
        {facts.facts.map((fact) => (
          <div key={fact.label} className="border-t border-neutral-200 py-3">
            <dt className="text-sm font-semibold text-neutral-600">{fact.label}</dt>
            <dd className="mt-0.5 font-semibold text-primary">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
