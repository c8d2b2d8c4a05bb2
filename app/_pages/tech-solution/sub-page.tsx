import type { Metadata } from 'next';
import * as enModules from '@/content/registry/modules';
import { translations } from '@/content/words';
import * as enSubPages from '@/content/tech-solution/sub-pages';
import { inLocale, type Locale } from '@/lib/i18n';
import { unknownTechSolutionValue } from '@/lib/routes';
import { ComingSoonPage } from './_components/coming-soon-page';
import { ModulePage, modulePageSeo } from './_components/module-page';

type SubPageProps = { params: Promise<{ subPage: string }> };

/**
 * /tech-solution/{value} in `locale`: the six module pages, and the generic page.
 *
 * Any other value is rewritten to the generic page built here under unknownTechSolutionValue
 * (next.config.ts), and answered 404 by the proxy. Nothing else is rendered: the wrapper
 * (app/(site)/[locale]/tech-solution/[subPage]/page.tsx) sets `dynamicParams = false`, so a value that escapes the
 * rewrite (it matches without regard to case: /tech-solution/EXPENSE) gets Next's 404 instead
 * of a page, and a cache entry, of its own.
 */
export function subPageRoute(locale: Locale) {
  const { platformModules } = inLocale(locale, enModules, translations.registryModules);

  function generateStaticParams() {
    const values = [...platformModules.map((module) => module.slug), unknownTechSolutionValue];
    return values.map((subPage) => ({ subPage }));
  }

  async function generateMetadata({ params }: SubPageProps): Promise<Metadata> {
    const platformModule = enModules.findModule((await params).subPage, platformModules);
    // Said here, not left to Next's 404 handling: the page is built ahead, as a 200.
    if (!platformModule) return { ...unknownSubPageMetadata(locale), robots: { index: false } };
    return modulePageSeo(platformModule, locale).metadata;
  }

  async function Page({ params }: SubPageProps) {
    const platformModule = enModules.findModule((await params).subPage, platformModules);
    if (!platformModule) return <ComingSoonPage locale={locale} />;
    return <ModulePage module={platformModule} locale={locale} />;
  }

  return { generateStaticParams, generateMetadata, Page };
}

/**
 * What a 404 under /tech-solution/{value} shows (app/(site)/[locale]/tech-solution/[subPage]/not-found.tsx): the
 * generic Coming Soon page. Next adds `noindex` to every 404 itself.
 */
export function unknownSubPageMetadata(locale: Locale): Metadata {
  return {
    title: inLocale(locale, enSubPages, translations.techSolutionSubPages).genericSubPageContent
      .title,
  };
}

export function UnknownSubPage({ locale }: { locale: Locale }) {
  return <ComingSoonPage locale={locale} />;
}
