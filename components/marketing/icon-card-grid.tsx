import { IconCard } from '@/components/marketing/icon-card';
import { SectionHeader } from '@/components/ui/section-header';
import type { Benefit, SectionIntro } from '@/content/types';
import { cn } from '@/lib/cn';
import type { Locale } from '@/lib/i18n';
import { PageSection } from '@/components/marketing/page-section';

/** A card of the grid; with `href` the whole card links there. */
export type IconGridItem = Benefit & { href?: string };

type IconCardGridProps = {
  /** The heading's id, which labels the section. */
  id: string;
  intro: SectionIntro;
  items: readonly IconGridItem[];
  columns?: 2 | 3 | 4;
  /** The language of the cards' own link label. */
  locale: Locale;
  /** The section's background, e.g. `bg-neutral-50`. */
  className?: string;
};

const columnClasses = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

/** A section of icon cards that rise into view: values, benefits, features, modules. */
export function IconCardGrid({
  id,
  intro,
  items,
  columns = 3,
  locale,
  className,
}: IconCardGridProps) {
  return (
    <PageSection labelledBy={id} background="none" className={className}>
      <SectionHeader id={id} {...intro} />
      <ul className={cn('mt-12 grid gap-6', columnClasses[columns])}>
        {items.map((item) => (
          <li key={item.title} className="animate-on-scroll">
            <IconCard icon={item.icon} title={item.title} href={item.href} locale={locale}>
              <p>{item.description}</p>
            </IconCard>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
