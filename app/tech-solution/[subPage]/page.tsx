import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { productScreens } from '@/content/product-screens';
import {
  genericSubPageContent,
  techSolutionSubPageContent,
} from '@/content/tech-solution/sub-pages';
import { webPageJsonLd } from '@/lib/json-ld';
import { pageMetadata } from '@/lib/metadata';
import { isTechSolutionSubPage, techSolutionSubPagePath, techSolutionSubPages } from '@/lib/routes';
import { titleFromSlug } from '@/lib/slug-title';
import { ComingSoonPage } from './_components/coming-soon-page';

type SubPageProps = { params: Promise<{ subPage: string }> };

// Any other value is answered by the proxy: status 404 with the generic page rendered below.
export function generateStaticParams() {
  return techSolutionSubPages.map((subPage) => ({ subPage }));
}

function pageFor(subPage: string) {
  if (!isTechSolutionSubPage(subPage)) return undefined;
  return {
    slug: subPage,
    path: techSolutionSubPagePath(subPage),
    title: titleFromSlug(subPage),
    ...techSolutionSubPageContent[subPage],
  };
}

export async function generateMetadata({ params }: SubPageProps): Promise<Metadata> {
  const page = pageFor((await params).subPage);
  if (!page) return { title: genericSubPageContent.title };
  return pageMetadata({ title: page.title, description: page.description, path: page.path });
}

export default async function TechSolutionSubPage({ params }: SubPageProps) {
  const page = pageFor((await params).subPage);
  if (!page) return <ComingSoonPage {...genericSubPageContent} />;
  return (
    <>
      <JsonLd data={webPageJsonLd(page)} />
      <ComingSoonPage
        icon={page.icon}
        title={page.title}
        description={page.description}
        image={productScreens[page.slug]}
      />
    </>
  );
}
