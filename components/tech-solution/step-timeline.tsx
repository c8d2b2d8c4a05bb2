import { NamedIcon } from '@/components/ui/icons';
import { SectionHeader } from '@/components/ui/section-header';
import * as en from '@/content/tech-solution/copy';
import { translations } from '@/content/words';
import type { SectionIntro, Step } from '@/content/tech-solution/types';
import type { IconName } from '@/lib/icons';
import { Eyebrow } from '@/components/marketing/eyebrow';
import { PageSection } from '@/components/marketing/page-section';
import { inLocale, type Locale } from '@/lib/i18n';

type StepTimelineProps = {
  id: string;
  intro: SectionIntro;
  steps: readonly (Step & { icon: IconName })[];
  locale: Locale;
};

/** Numbered steps joined by a line: vertical on phones, horizontal from `md` up. */
export function StepTimeline({ id, intro, steps, locale }: StepTimelineProps) {
  const { techSolutionCopy: copy } = inLocale(locale, en, translations.techSolutionCopy);
  return (
    <PageSection labelledBy={id} background="muted">
      <SectionHeader id={id} {...intro} />
      <ol className="relative mt-12 grid gap-10 md:grid-cols-3 md:gap-8">
        <span
          aria-hidden="true"
          className="absolute top-6 right-[16%] left-[16%] hidden h-px bg-orange-200 md:block"
        />
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="animate-on-scroll relative flex gap-5 md:flex-col md:items-center md:text-center"
          >
            {/* On phones each step draws the line to the next: none hangs past the last. */}
            {index < steps.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-12 -bottom-10 left-6 w-px bg-orange-200 md:hidden"
              />
            )}
            <span className="relative flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-white ring-8 ring-neutral-50">
              <NamedIcon
                name={step.icon}
                aria-hidden="true"
                className="size-5"
                strokeWidth={1.75}
              />
            </span>
            <div>
              <Eyebrow>{copy.step(index + 1)}</Eyebrow>
              <h3 className="mt-1 text-xl font-bold text-primary">{step.title}</h3>
              <p className="mt-2 leading-relaxed text-neutral-600">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
