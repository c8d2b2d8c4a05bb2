import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import type { BrandSection as BrandSectionContent, BrandSectionId } from '@/content/brand';

type BrandSectionProps = {
  id: BrandSectionId;
  /** The guidelines' sections in the page's language (content/brand.ts, content/sv/brand.ts). */
  sections: readonly BrandSectionContent[];
  children: ReactNode;
  className?: string;
};

/** One numbered section of the guidelines; its title and lead come from `sections`. */
export function BrandSection({
  id,
  sections: brandSections,
  children,
  className,
}: BrandSectionProps) {
  const index = brandSections.findIndex((section) => section.id === id);
  const section = brandSections[index];
  if (!section) throw new Error(`Unknown brand section "${id}"`);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('scroll-mt-24 border-t border-neutral-200 py-14 sm:py-20', className)}
    >
      <Container>
        <p className="font-heading text-sm font-bold tracking-widest text-orange-700">
          {String(index + 1).padStart(2, '0')}
        </p>
        <h2 id={`${id}-heading`} className="mt-1 text-3xl font-bold text-primary">
          {section.title}
        </h2>
        <p className="mt-3 max-w-prose text-lg text-neutral-600">{section.lead}</p>
        <div className="mt-10">{children}</div>
      </Container>
    </section>
  );
}
