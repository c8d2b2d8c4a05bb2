import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import { CheckList } from '@/components/marketing/check-list';
import type { FeatureBlock as Feature } from '@/content/features';
import { cn } from '@/lib/cn';

/** One feature: a large icon panel and the text beside it, sides alternating down the page. */
export function FeatureBlock({ feature, reversed }: { feature: Feature; reversed: boolean }) {
  const { icon: Icon } = feature;
  return (
    <article className="animate-on-scroll grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div
        aria-hidden="true"
        className={cn(
          'relative flex aspect-[4/3] items-center justify-center overflow-hidden rounded-card',
          reversed ? 'bg-secondary-50 lg:order-last' : 'bg-orange-50',
        )}
      >
        <div className="absolute -right-10 -bottom-10 size-56 rounded-full border-[28px] border-white/70" />
        <div className="absolute top-8 left-8 size-16 rounded-brand bg-white/80" />
        <span
          className={cn(
            'relative flex size-28 items-center justify-center rounded-card text-white shadow-lg',
            reversed ? 'bg-secondary-500' : 'bg-primary',
          )}
        >
          <Icon className="size-14" strokeWidth={1.5} />
        </span>
      </div>
      <div>
        <h2 className="text-3xl font-bold text-primary">{feature.title}</h2>
        <p className="mt-4 text-lg leading-relaxed text-neutral-700">{feature.description}</p>
        <CheckList items={feature.bullets} className="mt-6" />
        <Link
          href={feature.link.href}
          className="mt-8 inline-flex items-center gap-2 font-heading font-bold text-orange-700 underline-offset-4 hover:underline"
        >
          {feature.link.label}
          <span className="sr-only">: {feature.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
