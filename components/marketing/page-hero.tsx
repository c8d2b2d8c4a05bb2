import type { ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { cn } from '@/lib/cn';
import { Eyebrow } from '@/components/marketing/eyebrow';

type PageHeroProps = {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** An image or illustration beside the text from `lg` up (below it on phones). */
  media?: ReactNode;
  /** More of the opening band under the text and media (a service's benefits and clients). */
  children?: ReactNode;
  className?: string;
};

/**
 * The opening band of a marketing page. Light background, so the transparent header's dark
 * text stays readable; top padding clears the fixed header. Text uses the CSS hero stagger,
 * which moves but never hides it.
 */
export function PageHero({
  eyebrow,
  title,
  description,
  actions,
  media,
  children,
  className,
}: PageHeroProps) {
  return (
    <section
      className={cn(
        'relative overflow-hidden bg-gradient-to-b from-primary-50 to-white pt-header pb-16 sm:pb-24',
        className,
      )}
    >
      <Container>
        <div className={cn('grid items-center gap-12', media && 'lg:grid-cols-2')}>
          <div>
            {eyebrow && <Eyebrow className="hero-stagger-1">{eyebrow}</Eyebrow>}
            <h1 className="hero-stagger-2 mt-3 text-4xl leading-tight font-bold text-primary sm:text-5xl lg:text-6xl">
              {title}
            </h1>
            {description && (
              <div className="hero-stagger-3 mt-6 max-w-prose text-lg leading-relaxed text-neutral-700">
                {description}
              </div>
            )}
            {actions && <div className="hero-stagger-4 mt-8 flex flex-wrap gap-3">{actions}</div>}
          </div>
          {media && <div className="hero-stagger-5">{media}</div>}
        </div>
        {children}
      </Container>
    </section>
  );
}
