import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Eyebrow } from '@/components/marketing/eyebrow';

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
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Heading id={id} className="mt-2 text-3xl font-bold text-primary sm:text-4xl">
        {title}
      </Heading>
      {description && (
        <p className="mt-4 text-lg leading-relaxed text-neutral-600">{description}</p>
      )}
    </div>
  );
}
