import type { ReactNode } from 'react';
import type { LinkAction } from '@/content/types';
import { HeroActions } from '@/components/marketing/hero-actions';
import { PageSection } from '@/components/marketing/page-section';

type CtaSectionProps = {
  title: string;
  description?: ReactNode;
  /** The first is the main action (a white button that lifts); any others are outlined. */
  actions: readonly LinkAction[];
};

/** The navy closing band that asks the visitor to get in touch. */
export function CtaSection({ title, description, actions }: CtaSectionProps) {
  return (
    <PageSection>
      <div className="relative overflow-hidden rounded-card bg-primary px-6 py-14 text-center sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-orange/25 blur-3xl"
        />
        <h2 className="relative text-3xl font-bold text-white sm:text-4xl">{title}</h2>
        {description && (
          <p className="relative mx-auto mt-4 max-w-2xl text-lg text-neutral-200">{description}</p>
        )}
        <div className="relative mt-8 flex flex-wrap justify-center gap-3">
          <HeroActions actions={actions} on="dark" />
        </div>
      </div>
    </PageSection>
  );
}
