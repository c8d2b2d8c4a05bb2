import { BriefcaseBusiness } from '@/components/ui/icons';
import { CheckList } from '@/components/marketing/check-list';
import { JsonLd } from '@/components/json-ld';
import { CtaSection } from '@/components/marketing/cta-section';
import { IconCard } from '@/components/marketing/icon-card';
import { StaggerList } from '@/components/motion/stagger-list';
import { Container } from '@/components/ui/container';
import { SectionHeader } from '@/components/ui/section-header';
import { IllustrationImage } from '@/components/ui/illustration-image';
import * as en from '@/content/career';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { pageSeo } from '@/content/page-seo';
import { CAREER_CARD_DURATION_S, CAREER_CARD_STAGGER_S } from '@/lib/motion';
import { HeroEntrance } from './_components/hero-entrance';
import { HeroActions } from '@/components/marketing/hero-actions';
import { PageSection } from '@/components/marketing/page-section';
import type { LocalizedPage } from '@/app/_pages/localized-route';

function careerMetadata(locale: Locale) {
  return pageSeo(inLocale(locale, en, translations.career).careerPage, locale).metadata;
}

function CareerPage({ locale }: { locale: Locale }) {
  const { careerBenefits, careerCta, careerHero, careerPage, careerRoles, careerWork } = inLocale(
    locale,
    en,
    translations.career,
  );
  const seo = pageSeo(careerPage, locale);
  return (
    <>
      <section className="flex min-h-[90vh] items-center bg-gradient-to-br from-orange-50 via-white to-primary-50 pt-28 pb-16 sm:pt-32">
        <Container>
          <HeroEntrance className="grid items-center gap-12 lg:grid-cols-2">
            <div>
              <p className="inline-flex items-center gap-2 rounded-pill bg-orange-100 px-4 py-1.5 font-heading text-sm font-bold text-orange-800">
                <BriefcaseBusiness aria-hidden="true" className="size-4" />
                {careerHero.eyebrow}
              </p>
              <h1 className="mt-5 text-4xl leading-tight font-extrabold text-primary sm:text-5xl lg:text-6xl">
                {careerHero.title}
              </h1>
              <p className="mt-6 max-w-xl text-lg leading-relaxed text-neutral-700">
                {careerHero.description}
              </p>
              <div className="mt-8">
                <HeroActions actions={careerHero.actions} />
              </div>
            </div>
            <IllustrationImage
              image={careerHero.image}
              inline
              className="h-auto w-full rounded-card shadow-xl"
            />
          </HeroEntrance>
        </Container>
      </section>

      <PageSection labelledBy="work-heading" containerClassName="max-w-4xl">
        <SectionHeader
          id="work-heading"
          eyebrow={careerWork.eyebrow}
          title={careerWork.title}
          align="left"
        />
        <CheckList items={careerWork.points} className="mt-8 text-lg text-neutral-700" />
      </PageSection>

      <PageSection labelledBy="benefits-heading" background="muted">
        <SectionHeader
          id="benefits-heading"
          eyebrow={careerBenefits.eyebrow}
          title={careerBenefits.title}
          description={careerBenefits.description}
        />
        <StaggerList
          className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
          stagger={CAREER_CARD_STAGGER_S}
          duration={CAREER_CARD_DURATION_S}
        >
          {careerBenefits.benefits.map((benefit) => (
            <IconCard key={benefit.title} icon={benefit.icon} title={benefit.title} locale={locale}>
              {benefit.description}
            </IconCard>
          ))}
        </StaggerList>
      </PageSection>

      <PageSection labelledBy="roles-heading" containerClassName="max-w-4xl">
        <SectionHeader
          id="roles-heading"
          eyebrow={careerRoles.eyebrow}
          title={careerRoles.title}
          description={careerRoles.description}
          align="left"
        />
        <div className="mt-8 flex flex-wrap gap-3">
          <HeroActions actions={careerRoles.actions} />
        </div>
      </PageSection>

      <CtaSection {...careerCta} />
      <JsonLd data={seo.jsonLd} />
    </>
  );
}

/** The page in every language, for its route file under app/(site)/[locale] (`localizedPage`). */
export const page: LocalizedPage = { Page: CareerPage, metadata: careerMetadata };
