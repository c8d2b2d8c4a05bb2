import { NamedIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import * as en from '@/content/site';
import { translations } from '@/content/words';
import { cn } from '@/lib/cn';
import { inLocale, type Locale } from '@/lib/i18n';
import type { IconName } from '@/lib/icons';

type IconCardProps = {
  icon: IconName;
  title: string;
  children: ReactNode;
  /** Makes the whole card a link, with a visible "Read more" style label. */
  href?: string;
  /** The link's label; "Read more" in the page's language unless said. */
  linkLabel?: string;
  /** The language of the card's own words (the link's default label). */
  locale: Locale;
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
};

/** A card with an icon, a title and a few lines: modules, benefits, values. */
export function IconCard({
  icon,
  title,
  children,
  href,
  linkLabel,
  locale,
  headingLevel: Heading = 'h3',
  className,
}: IconCardProps) {
  return (
    <div
      className={cn(
        'group relative flex h-full flex-col rounded-card border border-neutral-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-brand bg-orange-50 text-orange-700">
        <NamedIcon name={icon} aria-hidden="true" className="size-6" strokeWidth={1.75} />
      </span>
      <Heading className="mt-5 text-xl font-bold text-primary">{title}</Heading>
      <div className="mt-2 flex-1 leading-relaxed text-neutral-600">{children}</div>
      {href && (
        <Link
          href={href}
          className="mt-5 inline-flex items-center gap-1 font-semibold text-orange-700 after:absolute after:inset-0 after:rounded-card hover:underline"
        >
          {linkLabel ?? inLocale(locale, en, translations.site).siteCopy.readMore}
          <span className="sr-only">: {title}</span>
          <span aria-hidden="true">→</span>
        </Link>
      )}
    </div>
  );
}
