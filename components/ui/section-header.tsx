import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type SectionHeaderProps = {
  eyebrow?: string;
  title: ReactNode;
  description?: ReactNode;
  align?: 'left' | 'center';
  /** Heading level: sections are h2 unless nested. */
  level?: 'h2' | 'h3';
  id?: string;
  className?: string;
};

/** The eyebrow, heading and lead paragraph that open a section. */
export function SectionHeader({
  eyebrow,
  title,
  description,
  align = 'center',
  level: Heading = 'h2',
  id,
  className,
}: SectionHeaderProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p className="font-heading text-sm font-bold tracking-widest text-orange-700 uppercase">
          {eyebrow}
        </p>
      )}
      <Heading id={id} className="mt-2 text-3xl font-bold text-primary sm:text-4xl">
        {title}
      </Heading>
      {description && (
        <p className="mt-4 text-lg leading-relaxed text-neutral-600">{description}</p>
      )}
    </div>
  );
}
