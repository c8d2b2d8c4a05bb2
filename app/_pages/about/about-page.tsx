import { JsonLd } from '@/components/json-ld';
import { CtaSection } from '@/components/marketing/cta-section';
import { IconCardGrid } from '@/components/marketing/icon-card-grid';
import { PageHero } from '@/components/marketing/page-hero';
import { Parallax } from '@/components/motion/parallax';
import { ClaimSources } from '@/components/trust/claim-sources';
import { ButtonLink } from '@/components/ui/button';
import { IllustrationImage } from '@/components/ui/illustration-image';
import { SectionHeader } from '@/components/ui/section-header';
import * as en from '@/content/about';
import { translations } from '@/content/words';
import { inLocale, type Locale } from '@/lib/i18n';
import { pageSeo } from '@/content/page-seo';
import { HeroActions } from '@/components/marketing/hero-actions';
import { PageSection } from '@/components/marketing/page-section';
import type { LocalizedPage } from '@/app/_pages/localized-route';

function aboutMetadata(locale: Locale) {
  return pageSeo(inLocale(locale, en, translations.about).aboutPage, locale).metadata;
}

function AboutPage({ locale }: { locale: Locale }) {
  const { aboutApproach, aboutCta, aboutHero, aboutStory, aboutTeam, aboutValues, aboutPage } =
    inLocale(locale, en, translations.about);
  const seo = pageSeo(aboutPage, locale);
  return (
    <>
      <PageHero
        eyebrow={aboutHero.eyebrow}
        title={aboutHero.title}
        description={<p>{aboutHero.description}</p>}
        actions={<HeroActions actions={aboutHero.actions} />}
        media={
          <IllustrationImage
            image={aboutHero.image}
            inline
            className="h-auto w-full rounded-card shadow-lg"
          />
        }
      />

      <PageSection
        labelledBy="story-heading"
        containerClassName="grid items-center gap-12 lg:grid-cols-2"
      >
        <div>
          <SectionHeader
            id="story-heading"
            align="left"
            eyebrow={aboutStory.eyebrow}
            title={aboutStory.title}
          />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-neutral-700">
            {aboutStory.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {/* Flex columns, so the value really comes first and every value sits on the
              same line whichever labels wrap. */}
          <dl className="mt-10 grid grid-cols-3 gap-3 sm:gap-4">
            {aboutStory.facts.map((fact) => (
              <div
                key={fact.label}
                className="flex flex-col justify-start rounded-brand bg-primary-50 p-3 sm:p-4"
              >
                <dt className="mt-1 text-sm leading-snug text-neutral-700">{fact.label}</dt>
                <dd className="order-first font-heading text-2xl leading-none font-extrabold text-primary sm:text-3xl">
                  {fact.value}
                </dd>
              </div>
            ))}
          </dl>
          <ClaimSources
            texts={aboutStory.facts.map((fact) => `${fact.value} ${fact.label}`)}
            locale={locale}
            className="mt-4"
          />
        </div>
        <Parallax className="overflow-hidden rounded-card shadow-lg">
          <IllustrationImage
            image={aboutStory.image}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            className="h-auto w-full"
          />
        </Parallax>
      </PageSection>

      <PageSection labelledBy="team-heading" background="muted">
        <SectionHeader
          id="team-heading"
          eyebrow={aboutTeam.eyebrow}
          title={aboutTeam.title}
          description={aboutTeam.description}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {aboutTeam.people.map((person) => (
            <li
              key={person.name}
              className="flex gap-4 rounded-card border border-neutral-200 bg-white p-4 lg:flex-col lg:p-5"
            >
              <IllustrationImage
                image={{ name: person.portrait, alt: `${person.name}, ${aboutTeam.portraitAlt}` }}
                sizes="(min-width: 1024px) 240px, 96px"
                className="size-24 shrink-0 rounded-brand lg:size-auto lg:w-full"
              />
              <div>
                <h3 className="font-heading text-lg font-bold text-primary">{person.name}</h3>
                <p className="text-sm font-semibold text-orange-700">{person.role}</p>
                <p className="mt-2 text-sm leading-relaxed text-neutral-600">{person.bio}</p>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-neutral-600">{aboutTeam.disclaimer}</p>
      </PageSection>

      <IconCardGrid
        id="values-heading"
        intro={aboutValues}
        items={aboutValues.values}
        columns={4}
        locale={locale}
      />

      <PageSection labelledBy="approach-heading" containerClassName="max-w-4xl">
        <SectionHeader
          id="approach-heading"
          eyebrow={aboutApproach.eyebrow}
          title={aboutApproach.title}
        />
        <div className="mx-auto mt-8 max-w-prose space-y-4 text-lg leading-relaxed text-neutral-700">
          {aboutApproach.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {aboutApproach.links.map((link) => (
            <li key={link.href}>
              <ButtonLink href={link.href} variant="secondary">
                {link.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaSection {...aboutCta} />
      <JsonLd data={seo.jsonLd} />
    </>
  );
}

/** The page in every language, for its route file under app/(site)/[locale] (`localizedPage`). */
export const page: LocalizedPage = { Page: AboutPage, metadata: aboutMetadata };
