import { ArrowRight } from '@/components/ui/icons';
import Link from 'next/link';
import { CheckList } from '@/components/marketing/check-list';
import { IllustrationImage } from '@/components/ui/illustration-image';
import type { FeatureBlock as Feature } from '@/content/features';
import type { PlatformModule } from '@/content/registry/modules';
import { cn } from '@/lib/cn';

type FeatureBlockProps = {
  feature: Feature;
  /** The module that shows the quality: the block shows its screen and links to its page. */
  platformModule: PlatformModule;
  reversed: boolean;
};

/** One feature: a module's screen and the text beside it, sides alternating down the page. */
export function FeatureBlock({ feature, platformModule, reversed }: FeatureBlockProps) {
  const { icon: Icon } = feature;
  return (
    <article className="animate-on-scroll grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
      <IllustrationImage
        image={platformModule.illustration}
        sizes="(min-width: 1280px) 576px, (min-width: 1024px) 45vw, 100vw"
        className={cn('h-auto w-full rounded-card shadow-lg', reversed && 'lg:order-last')}
      />
      <div>
        <span
          aria-hidden="true"
          className={cn(
            'flex size-12 items-center justify-center rounded-brand text-white',
            reversed ? 'bg-secondary-500' : 'bg-primary',
          )}
        >
          <Icon className="size-6" strokeWidth={1.75} />
        </span>
        <h2 className="mt-5 text-3xl font-bold text-primary">{feature.title}</h2>
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
