import { JsonLd } from '@/components/json-ld';
import { webPageJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site-config';
import { ApproachSection } from './_components/approach-section';
import { BenefitsSection } from './_components/benefits-section';
import { HomeHero } from './_components/home-hero';
import { ModulesSection } from './_components/modules-section';
import { NeedSection } from './_components/need-section';

const title = `${siteConfig.name} | Accounting, payroll and financial technology`;

export const metadata = pageMetadata({
  title,
  description: siteConfig.description,
  path: '/',
  absoluteTitle: true,
});

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <NeedSection />
      <ModulesSection />
      <ApproachSection />
      <BenefitsSection />
      <JsonLd data={webPageJsonLd({ title, description: siteConfig.description, path: '/' })} />
    </>
  );
}
