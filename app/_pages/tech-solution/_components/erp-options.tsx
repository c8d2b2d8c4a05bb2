import { ArrowRight, Check } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { SectionHeader } from '@/components/ui/section-header';
import * as en from '@/content/tech-solution/copy';
import { translations } from '@/content/words';
import type { ErpOption, SectionIntro } from '@/content/tech-solution/types';
import { PageSection } from '@/components/marketing/page-section';
import { inLocale, type Locale } from '@/lib/i18n';

type ErpOptionsProps = { intro: SectionIntro; options: readonly ErpOption[]; locale: Locale };

export function ErpOptions({ intro, options, locale }: ErpOptionsProps) {
  const { techSolutionCopy: copy } = inLocale(locale, en, translations.techSolutionCopy);
  return (
    <PageSection labelledBy="erp-heading" background="tinted">
      <SectionHeader id="erp-heading" {...intro} />
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {options.map((option) => (
          <li
            key={option.href}
            className="animate-on-scroll group relative flex flex-col rounded-card border border-primary-100 bg-white p-8 shadow-sm transition-shadow hover:shadow-md"
          >
            <h3 className="text-2xl font-bold text-primary">{option.title}</h3>
            <p className="mt-3 leading-relaxed text-neutral-600">{option.description}</p>
            <ul className="mt-6 flex-1 space-y-2">
              {option.points.map((point) => (
                <li key={point} className="flex items-start gap-2 text-neutral-700">
                  <Check
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-secondary-500"
                    strokeWidth={2}
                  />
                  {point}
                </li>
              ))}
            </ul>
            <Link
              href={option.href}
              className="mt-8 inline-flex items-center gap-2 font-heading font-semibold text-orange-700 after:absolute after:inset-0 after:rounded-card hover:underline"
            >
              {copy.exploreOption(option.title)}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
