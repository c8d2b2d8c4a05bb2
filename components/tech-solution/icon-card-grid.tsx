import { IconCard } from '@/components/marketing/icon-card';
import { Container } from '@/components/ui/container';
import { SectionHeader } from '@/components/ui/section-header';
import { cn } from '@/lib/cn';
import type { PlatformModule, SectionIntro } from '@/content/tech-solution/types';

type IconCardGridProps = {
  id: string;
  intro: SectionIntro;
  items: readonly PlatformModule[];
  columns?: 2 | 3 | 4;
  className?: string;
};

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** A section of icon cards: modules or benefits. Cards with a sub-page link to it. */
export function IconCardGrid({ id, intro, items, columns = 3, className }: IconCardGridProps) {
  return (
    <section aria-labelledby={id} className={cn('py-16 sm:py-24', className)}>
      <Container>
        <SectionHeader id={id} {...intro} />
        <ul className={cn('mt-12 grid gap-6', columnClasses[columns])}>
          {items.map((item) => (
            <li key={item.title} className="animate-on-scroll">
              <IconCard
                icon={item.icon}
                title={item.title}
                href={item.subPage && `/tech-solution/${item.subPage}`}
              >
                <p>{item.description}</p>
              </IconCard>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
