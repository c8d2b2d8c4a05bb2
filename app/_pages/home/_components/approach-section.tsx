import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { CheckList } from '@/components/marketing/check-list';
import { SectionHeader } from '@/components/ui/section-header';
import * as en from '@/content/home';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { PageSection } from '@/components/marketing/page-section';

/** How we work, in four promises, with the way to the About page. */
export function ApproachSection({ locale }: { locale: Locale }) {
  const { approachSection } = inLocale(locale, en, translations.home);
  return (
    <PageSection
      labelledBy="approach-heading"
      className="py-12 sm:py-24"
      containerClassName="grid gap-8 lg:grid-cols-2 lg:gap-16"
    >
      <SectionHeader
        id="approach-heading"
        className="lg:sticky lg:top-28 lg:self-start"
        align="left"
        eyebrow={approachSection.eyebrow}
        title={approachSection.title}
        description={approachSection.description}
      />
      <div className="lg:pt-8">
        <CheckList items={approachSection.bullets} className="sm:text-lg" />
        <Link
          href={approachSection.link.href}
          className="mt-6 inline-flex items-center gap-2 font-heading font-bold text-orange-700 underline-offset-4 hover:underline"
        >
          {approachSection.link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </PageSection>
  );
}
