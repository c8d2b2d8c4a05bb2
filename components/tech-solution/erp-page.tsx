import type { ReactNode } from 'react';
import { JsonLd } from '@/components/json-ld';
import { CtaSection } from '@/components/marketing/cta-section';
import { PageHero } from '@/components/marketing/page-hero';
import { ButtonLink } from '@/components/ui/button';
import { IllustrationImage } from '@/components/ui/illustration-image';
import type { ErpPageContent } from '@/content/tech-solution/types';
import type { Illustration } from '@/content/types';
import { serviceJsonLd, webPageJsonLd } from '@/lib/json-ld';
import { IconCardGrid } from '@/components/marketing/icon-card-grid';
import { StepTimeline } from './step-timeline';

type ErpPageProps = {
  content: ErpPageContent;
  path: string;
  /** The product screen beside the hero text. */
  heroImage: Illustration;
  /** Sections that only one of the ERP pages has, placed after the steps. */
  children?: ReactNode;
};

/** The template of the Global ERP and Local ERPs pages. */
export function ErpPage({ content, path, heroImage, children }: ErpPageProps) {
  const { hero, cta } = content;
  return (
    <>
      <JsonLd
        data={[
          webPageJsonLd({ title: content.metaTitle, description: content.description, path }),
          serviceJsonLd({
            name: hero.title,
            description: content.description,
            path,
            serviceType: 'ERP integration',
          }),
        ]}
      />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        description={<p>{hero.lead}</p>}
        actions={
          <>
            <ButtonLink href="/contact" variant="accent" size="lg" motion="lift">
              {cta.button}
            </ButtonLink>
            <ButtonLink href="/tech-solution" variant="secondary" size="lg">
              All platform modules
            </ButtonLink>
          </>
        }
        media={
          <IllustrationImage
            image={heroImage}
            preload
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            className="h-auto w-full rounded-card shadow-lg"
          />
        }
      />
      <IconCardGrid
        id="benefits-heading"
        intro={content.benefitsSection}
        items={content.benefits}
        columns={4}
      />
      <StepTimeline id="steps-heading" intro={content.stepsSection} steps={content.steps} />
      {children}
      <CtaSection
        title={cta.title}
        description={cta.description}
        actions={[{ label: cta.button, href: '/contact' }]}
      />
    </>
  );
}
