import { IconCard } from '@/components/marketing/icon-card';
import { ButtonLink } from '@/components/ui/button';
import { SectionHeader } from '@/components/ui/section-header';
import * as en from '@/content/home';
import * as sv from '@/content/sv/home';
import { inLocale, type Locale } from '@/lib/i18n';
import { PageSection } from '@/components/marketing/page-section';

/** Six reasons to work with us, and the way to start. */
export function BenefitsSection({ locale }: { locale: Locale }) {
  const { benefitsSection } = inLocale(locale, en, sv);
  return (
    <PageSection labelledBy="benefits-heading" background="muted">
      <SectionHeader
        id="benefits-heading"
        eyebrow={benefitsSection.eyebrow}
        title={benefitsSection.title}
        description={benefitsSection.description}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {benefitsSection.benefits.map((benefit) => (
          <li key={benefit.title} className="animate-on-scroll">
            <IconCard icon={benefit.icon} title={benefit.title} locale={locale}>
              {benefit.description}
            </IconCard>
          </li>
        ))}
      </ul>
      <div className="mt-12 text-center">
        <ButtonLink href={benefitsSection.action.href} variant="primary" size="lg" motion="lift">
          {benefitsSection.action.label}
        </ButtonLink>
      </div>
    </PageSection>
  );
}
