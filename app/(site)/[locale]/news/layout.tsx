import type { ReactNode } from 'react';
import { NewsCopyProvider } from '@/app/_pages/news/news-copy';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { NewsListHeader } from '@/components/news/news-list-header';
import * as en from '@/content/news/page';
import { translations } from '@/content/words';
import { inLocale, isLocale, defaultLocale } from '@/lib/i18n';

/**
 * The news pages' error pages, in the URL's language, for their error boundaries (error.tsx),
 * the draft pages' among them (live-preview/news/layout.tsx).
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
  const { loadError, postError } = newsPage;
  const { heading, apiDown, leave } = newsPage.preview;
  const listError = (
    <NewsListHeader copy={newsPage}>
      <p role="alert" className="mt-12 text-lg text-red-700">
        {loadError}
      </p>
    </NewsListHeader>
  );
  const postErrorPage = (
    <Container className="pt-header pb-20">
      <h1 className="text-4xl font-bold text-primary">{postError.heading}</h1>
      <p role="alert" className="mt-8 text-lg text-red-700">
        {postError.message}
      </p>
      <ButtonLink href="/news" variant="secondary" className="mt-8">
        {postError.back}
      </ButtonLink>
    </Container>
  );
  return (
    <NewsCopyProvider
      copy={{
        listError,
        postError: postErrorPage,
        loadError,
        postErrorMessage: postError.message,
        preview: { heading, apiDown, leave },
      }}
    >
      {children}
    </NewsCopyProvider>
  );
}
