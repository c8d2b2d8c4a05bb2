import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';

const backgrounds = {
  white: 'bg-white',
  muted: 'bg-neutral-50',
  tinted: 'bg-primary-50',
  none: '',
} as const;

type PageSectionProps = {
  /** The id of the section's heading, which names the section for assistive technology. */
  labelledBy?: string;
  background?: keyof typeof backgrounds;
  /** Classes of the content column (a grid, a narrower width). */
  containerClassName?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A band of a page below its hero: the vertical rhythm (4rem, 6rem from `sm`), one of the
 * site's backgrounds and the content column. Sections open with a SectionHeader whose id is
 * `labelledBy`.
 */
export function PageSection({
  labelledBy,
  background = 'white',
  containerClassName,
  className,
  children,
}: PageSectionProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn(backgrounds[background], 'py-16 sm:py-24', className)}
    >
      <Container className={containerClassName}>{children}</Container>
    </section>
  );
}
