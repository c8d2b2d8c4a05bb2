import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import { CheckList } from '@/components/marketing/check-list';
import type { FeatureBlock as Feature } from '@/content/features';
import type { PlatformModule } from '@/content/registry/modules';
import { cn } from '@/lib/cn';

type FeatureBlockProps = {
  feature: Feature;
  /** The module that shows the quality: the block links to its page. */
  platformModule: PlatformModule;
  reversed: boolean;
};

/** One feature: a large icon panel and the text beside it, sides alternating down the page. */
export function FeatureBlock({ feature, platformModule, reversed }: FeatureBlockProps) {
  const { icon: Icon } = feature;
  return (
    <article className="animate-on-scroll grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <div
        aria-hidden="true"
        className={cn(
          'relative flex aspect-[16/11] items-center justify-center overflow-hidden rounded-card p-8',
          reversed ? 'bg-secondary-50 lg:order-last' : 'bg-orange-50',
        )}
      >
        <div className="absolute -right-12 -bottom-12 size-56 rounded-full border-[28px] border-white/70" />
        <div className="absolute top-8 left-8 size-14 rounded-brand bg-white/80" />
        <div className="relative w-full max-w-sm rounded-card bg-white p-6 shadow-lg">
          <div className="flex items-center gap-4">
            <span
              className={cn(
                'flex size-16 shrink-0 items-center justify-center rounded-brand text-white',
                reversed ? 'bg-secondary-500' : 'bg-primary',
              )}
            >
              <Icon className="size-8" strokeWidth={1.75} />
            </span>
            <div className="flex-1 space-y-2">
              <div className="h-3 w-3/4 rounded-pill bg-primary-200" />
              <div className="h-3 w-1/2 rounded-pill bg-neutral-200" />
            </div>
          </div>
          <div className="mt-6 space-y-3">
            {[80, 64, 72].map((width) => (
              <div key={width} className="flex items-center gap-3">
                <span
                  className={cn(
                    'size-3 rounded-full',
                    reversed ? 'bg-secondary-300' : 'bg-orange-300',
                  )}
                />
                <span
                  className="h-2.5 rounded-pill bg-neutral-200"
                  style={{ width: `${width}%` }}
                />
              </div>
            ))}
          </div>
        </div>
      </div>
      <div>
        <h2 className="text-3xl font-bold text-primary">{feature.title}</h2>
        <p className="mt-4 text-lg leading-relaxed text-neutral-700">{feature.description}</p>
        <CheckList items={feature.bullets} className="mt-6" />
        <Link
          href={platformModule.path}
          className="mt-8 inline-flex items-center gap-2 font-heading font-bold text-orange-700 underline-offset-4 hover:underline"
        >
          See it in {platformModule.name}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
