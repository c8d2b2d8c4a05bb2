import { NamedIcon } from '@/components/ui/icons';
import { ButtonLink } from '@/components/ui/button';
import { SectionHeader } from '@/components/ui/section-header';
import * as en from '@/content/home';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { PageSection } from '@/components/marketing/page-section';

/** Six reasons to work with us, each in a line, and the way to start. */
export function BenefitsSection({ locale }: { locale: Locale }) {
  const { benefitsSection } = inLocale(locale, en, translations.home);
  return (
    <PageSection labelledBy="benefits-heading" background="muted" className="py-12 sm:py-24">
      <SectionHeader
        id="benefits-heading"
        eyebrow={benefitsSection.eyebrow}
        title={benefitsSection.title}
      />
      <ul className="mt-8 grid gap-x-8 gap-y-5 sm:grid-cols-2 lg:grid-cols-3">
        {benefitsSection.benefits.map(({ icon, title, description }) => (
          <li key={title} className="flex gap-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-brand bg-orange-50 text-orange-700">
              <NamedIcon name={icon} aria-hidden="true" className="size-5" strokeWidth={1.75} />
            </span>
            <div>
              <h3 className="font-heading text-lg font-bold text-primary">{title}</h3>
              <p className="mt-1 leading-relaxed text-neutral-600">{description}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href={benefitsSection.action.href} variant="primary" size="lg" motion="lift">
          {benefitsSection.action.label}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
