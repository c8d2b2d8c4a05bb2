import { JsonLd } from '@/components/json-ld';
import { CtaSection } from '@/components/marketing/cta-section';
import { PageHero } from '@/components/marketing/page-hero';
import { IconCardGrid } from '@/components/marketing/icon-card-grid';
import { ButtonLink } from '@/components/ui/button';
import { IllustrationImage } from '@/components/ui/illustration-image';
import { productScreens } from '@/content/product-screens';
import { techSolutionOverview as content } from '@/content/tech-solution/overview';
import { serviceJsonLd, webPageJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { techSolutionSubPagePath } from '@/lib/routes';
import { ErpOptions } from './_components/erp-options';

const path = '/tech-solution';

export const metadata = pageMetadata({
  title: content.metaTitle,
  description: content.description,
  path,
});

/** The modules with a page of their own link to it. */
const modules = content.modules.map(({ subPage, ...module }) => ({
  ...module,
  href: subPage && techSolutionSubPagePath(subPage),
}));

export default function TechSolutionPage() {
  return (
    <>
      <JsonLd
        data={[
          webPageJsonLd({ title: content.metaTitle, description: content.description, path }),
          serviceJsonLd({
            name: 'Solvik finance platform',
            description: content.description,
            path,
            serviceType: 'Financial software platform',
          }),
        ]}
      />
      <PageHero
        eyebrow={content.hero.eyebrow}
        title={content.hero.title}
        description={<p>{content.hero.lead}</p>}
        actions={
          <>
            <ButtonLink href="/contact" variant="accent" size="lg" motion="lift">
              Request a Demo
            </ButtonLink>
            <ButtonLink href="#erp-heading" variant="secondary" size="lg">
              Compare ERP options
            </ButtonLink>
          </>
        }
        media={
          <IllustrationImage
            image={productScreens['one-login']}
            preload
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
            className="h-auto w-full rounded-card shadow-lg"
          />
        }
      />
      <IconCardGrid id="modules-heading" intro={content.modulesSection} items={modules} />
      <ErpOptions intro={content.erpSection} options={content.erpOptions} />
      <IconCardGrid
        id="benefits-heading"
        intro={content.benefitsSection}
        items={content.benefits}
      />
      <CtaSection
        title={content.cta.title}
        description={content.cta.description}
        actions={[{ label: content.cta.button, href: '/contact' }]}
      />
    </>
  );
}
