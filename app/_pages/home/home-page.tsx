import { JsonLd } from '@/components/json-ld';
import { homePage } from '@/content/home';
import { pageSeo } from '@/lib/metadata';
import { ApproachSection } from './_components/approach-section';
import { BenefitsSection } from './_components/benefits-section';
import { ClientsSection } from './_components/clients-section';
import { HomeHero } from './_components/home-hero';
import { ModulesSection } from './_components/modules-section';
import { NeedSection } from './_components/need-section';

const seo = pageSeo(homePage);

export const metadata = seo.metadata;

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <NeedSection />
      <ModulesSection />
      <ApproachSection />
      <BenefitsSection />
      <ClientsSection />
      <JsonLd data={seo.jsonLd} />
    </>
  );
}
