import { JsonLd } from '@/components/json-ld';
import { CtaSection } from '@/components/marketing/cta-section';
import { IconCard } from '@/components/marketing/icon-card';
import { PageHero } from '@/components/marketing/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { SectionHeader } from '@/components/ui/section-header';
import { additionalFeatures, featureBlocks, featuresCta, featuresHero } from '@/content/features';
import { webPageJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { FeatureBlock } from './_components/feature-block';

const page = {
  title: 'Platform Features',
  description:
    'What the Solvik platform is built to be: intuitive, fast, secure, careful with detail, calm in motion and shaped to how your company works.',
  path: '/features',
};

export const metadata = pageMetadata({ ...page, noindex: true });

const ctaVariants = ['light', 'outlineLight'] as const;

export default function FeaturesPage() {
  return (
    <>
      <PageHero
        eyebrow={featuresHero.eyebrow}
        title={featuresHero.title}
        description={<p>{featuresHero.description}</p>}
      />

      <section aria-label="Features" className="bg-white py-16 sm:py-24">
        <Container className="space-y-20 sm:space-y-28">
          {featureBlocks.map((feature, index) => (
            <FeatureBlock key={feature.title} feature={feature} reversed={index % 2 === 1} />
          ))}
        </Container>
      </section>

      <section aria-labelledby="more-heading" className="bg-neutral-50 py-16 sm:py-24">
        <Container>
          <SectionHeader
            id="more-heading"
            eyebrow={additionalFeatures.eyebrow}
            title={additionalFeatures.title}
          />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {additionalFeatures.features.map((feature) => (
              <li key={feature.title} className="animate-on-scroll">
                <IconCard icon={feature.icon} title={feature.title}>
                  {feature.description}
                </IconCard>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <CtaSection
        title={featuresCta.title}
        description={featuresCta.description}
        actions={featuresCta.actions.map((action, index) => (
          <ButtonLink key={action.label} href={action.href} variant={ctaVariants[index]} size="lg">
            {action.label}
          </ButtonLink>
        ))}
      />
      <JsonLd data={webPageJsonLd(page)} />
    </>
  );
}
