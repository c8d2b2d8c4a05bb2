import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { CheckList } from '@/components/marketing/check-list';
import { IllustrationImage } from '@/components/ui/illustration-image';
import { SectionHeader } from '@/components/ui/section-header';
import * as aboutEn from '@/content/about';
import * as en from '@/content/home';
import * as aboutSv from '@/content/sv/about';
import * as sv from '@/content/sv/home';
import { inLocale, type Locale } from '@/lib/i18n';
import { PageSection } from '@/components/marketing/page-section';

/** How we work, in four promises, with the way to the About page. */
export function ApproachSection({ locale }: { locale: Locale }) {
  const { approachSection } = inLocale(locale, en, sv);
  const { aboutStory } = inLocale(locale, aboutEn, aboutSv);
  return (
    <PageSection
      labelledBy="approach-heading"
      containerClassName="grid items-center gap-12 lg:grid-cols-2"
    >
      {/* A still image: framer-motion would be the home page's only reason to load it. */}
      <IllustrationImage
        image={aboutStory.image}
        sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
        className="order-last h-auto w-full rounded-card shadow-lg lg:order-first"
      />
      <div>
        <SectionHeader
          id="approach-heading"
          align="left"
          eyebrow={approachSection.eyebrow}
          title={approachSection.title}
          description={approachSection.description}
        />
        <CheckList items={approachSection.bullets} className="mt-8" />
        <Link
          href={approachSection.link.href}
          className="mt-8 inline-flex items-center gap-2 font-heading font-bold text-orange-700 underline-offset-4 hover:underline"
        >
          {approachSection.link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </PageSection>
  );
}
