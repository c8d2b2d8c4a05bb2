import type { ReactNode } from 'react';
import { NewsCopyProvider } from '@/app/_pages/news/news-copy';
import { ButtonLink } from '@/components/ui/button';
import * as en from '@/content/news/page';
import { translations } from '@/content/words';
import { inLocale, isLocale, defaultLocale } from '@/lib/i18n';

/**
 * The news pages' words, in the URL's language, for their error boundaries (error.tsx), the
 * draft pages' among them (live-preview/news/layout.tsx).
 */
export default async function NewsLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  const { newsPage } = inLocale(
    isLocale(locale) ? locale : defaultLocale,
    en,
    translations.newsPage,
  );
  const { eyebrow, heading, intro, loadError, postError } = newsPage;
  const { heading: previewHeading, apiDown, leave } = newsPage.preview;
  const preview = { heading: previewHeading, apiDown, leave };
  const backToNews = (
    <ButtonLink href="/news" variant="secondary" className="mt-8">
      {postError.back}
    </ButtonLink>
  );
  return (
    <NewsCopyProvider copy={{ eyebrow, heading, intro, loadError, postError, preview, backToNews }}>
      {children}
    </NewsCopyProvider>
  );
}
