import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { findModule, platformModules, type PlatformModule } from '@/content/registry/modules';
import { genericSubPageContent } from '@/content/tech-solution/sub-pages';
import { pageSeo } from '@/lib/metadata';
import { ComingSoonPage } from './_components/coming-soon-page';

type SubPageProps = { params: Promise<{ subPage: string }> };

// Any other value is answered by the proxy: status 404 with the generic page rendered below.
export function generateStaticParams() {
  return platformModules.map((module) => ({ subPage: module.slug }));
}

function modulePageSeo(module: PlatformModule) {
  return pageSeo({ title: module.title, description: module.summary, path: module.path });
}

export async function generateMetadata({ params }: SubPageProps): Promise<Metadata> {
  const platformModule = findModule((await params).subPage);
  if (!platformModule) return { title: genericSubPageContent.title };
  return modulePageSeo(platformModule).metadata;
}

export default async function TechSolutionSubPage({ params }: SubPageProps) {
  const platformModule = findModule((await params).subPage);
  if (!platformModule) return <ComingSoonPage {...genericSubPageContent} />;
  return (
    <>
      <JsonLd data={modulePageSeo(platformModule).jsonLd} />
      <ComingSoonPage
        icon={platformModule.icon}
        title={platformModule.title}
        description={platformModule.summary}
        image={platformModule.illustration}
      />
    </>
  );
}
