import type { Metadata } from 'next';
import { findModule, platformModules } from '@/content/registry/modules';
import { genericSubPageContent } from '@/content/tech-solution/sub-pages';
import { unknownTechSolutionValue } from '@/lib/routes';
import { ComingSoonPage } from './_components/coming-soon-page';
import { ModulePage, modulePageSeo } from './_components/module-page';

type SubPageProps = { params: Promise<{ subPage: string }> };

// Any other value is rewritten to the generic page built here under unknownTechSolutionValue
// (next.config.ts), and answered 404 by the proxy. Nothing else is rendered: a value
// that escapes the rewrite (it matches without regard to case: /tech-solution/EXPENSE) gets
// Next's 404 instead of a page, and a cache entry, of its own.
export const dynamicParams = false;

export function generateStaticParams() {
  const values = [...platformModules.map((module) => module.slug), unknownTechSolutionValue];
  return values.map((subPage) => ({ subPage }));
}

export async function generateMetadata({ params }: SubPageProps): Promise<Metadata> {
  const platformModule = findModule((await params).subPage);
  // Said here, not left to Next's 404 handling: the page is built ahead, as a 200.
  if (!platformModule) return { title: genericSubPageContent.title, robots: { index: false } };
  return modulePageSeo(platformModule).metadata;
}

export default async function TechSolutionSubPage({ params }: SubPageProps) {
  const platformModule = findModule((await params).subPage);
  if (!platformModule) return <ComingSoonPage />;
  return <ModulePage module={platformModule} />;
}
