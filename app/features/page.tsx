import { JsonLd } from '@/components/json-ld';
import { CtaSection } from '@/components/marketing/cta-section';
import { IconCardGrid } from '@/components/marketing/icon-card-grid';
import { PageHero } from '@/components/marketing/page-hero';
import { Container } from '@/components/ui/container';
import { IllustrationImage } from '@/components/ui/illustration-image';
import {
  additionalFeatures,
  featureBlocks,
  featuresCta,
  featuresHero,
  featuresPage,
} from '@/content/features';
import { platformModules } from '@/content/registry/modules';
import { pageSeo } from '@/lib/metadata';
import { FeatureBlock } from './_components/feature-block';

const seo = pageSeo(featuresPage);

export const metadata = seo.metadata;

export default function FeaturesPage() {
  return (
    <>
      <PageHero
        eyebrow={featuresHero.eyebrow}
        title={featuresHero.title}
        description={<p>{featuresHero.description}</p>}
        media={
          <IllustrationImage
            image={featuresHero.image}
            inline
            className="h-auto w-full rounded-card shadow-lg"
          />
        }
      />

      <section aria-label="Features" className="bg-white py-16 sm:py-24">
        <Container className="space-y-20 sm:space-y-28">
          {featureBlocks.map((feature, index) => {
            const platformModule = platformModules.find((m) => m.slug === feature.module);
            if (!platformModule) throw new Error(`No platform module ${feature.module}`);
            return (
              <FeatureBlock
                key={feature.title}
                feature={feature}
                platformModule={platformModule}
                reversed={index % 2 === 1}
              />
            );
          })}
        </Container>
      </section>

      <IconCardGrid
        id="more-heading"
        intro={additionalFeatures}
        items={additionalFeatures.features}
        columns={4}
        className="bg-neutral-50"
      />

      <CtaSection {...featuresCta} />
      <JsonLd data={seo.jsonLd} />
    </>
  );
}
