import { IconCardGrid } from '@/components/marketing/icon-card-grid';
import type { IconName } from '@/lib/icons';
import type { Benefit } from '@/content/types';
import type { SectionIntro, Step } from '@/content/tech-solution/types';
import type { Locale } from '@/lib/i18n';
import { StepTimeline } from './step-timeline';

type BenefitsAndStepsProps = {
  benefitsSection: SectionIntro;
  benefits: readonly Benefit[];
  stepsSection: SectionIntro;
  steps: readonly (Step & { icon: IconName })[];
  locale: Locale;
};

/** What a platform page's product does (four cards), then how it works (numbered steps). */
export function BenefitsAndSteps({
  benefitsSection,
  benefits,
  stepsSection,
  steps,
  locale,
}: BenefitsAndStepsProps) {
  return (
    <>
      <IconCardGrid
        id="benefits-heading"
        intro={benefitsSection}
        items={benefits}
        columns={4}
        locale={locale}
      />
      <StepTimeline id="steps-heading" intro={stepsSection} steps={steps} locale={locale} />
    </>
  );
}
