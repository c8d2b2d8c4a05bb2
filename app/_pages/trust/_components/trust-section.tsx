import type { ReactNode } from 'react';
import { CheckList } from '@/components/marketing/check-list';
import type { TrustSection as TrustSectionContent } from '@/content/trust';

/** One topic of the trust page: its heading, its paragraphs, its points and anything more. */
export function TrustSection({
  section,
  children,
}: {
  section: Pick<TrustSectionContent, 'id' | 'title'> &
    Partial<Pick<TrustSectionContent, 'paragraphs' | 'points'>> & { description?: string };
  children?: ReactNode;
}) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-28">
      <h2 id={headingId} className="text-2xl font-bold text-primary sm:text-3xl">
        {section.title}
      </h2>
      <div className="mt-4 max-w-prose space-y-4 text-lg leading-relaxed text-neutral-700">
        {section.description && <p>{section.description}</p>}
        {section.paragraphs?.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {section.points && <CheckList items={section.points} className="mt-6 max-w-prose" />}
      {children}
    </section>
  );
}
