import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { InlineStylesheets } from '@/components/layout/inline-stylesheets';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document';
import { isLocale } from '@/lib/i18n';
import { setRequestLocale } from '@/lib/request-locale';

// `next dev` pre-renders no home page to read the stylesheet from: there it is linked as usual.
// A production build drops this import, so the page has no render-blocking link.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import could not be left out
if (process.env.NODE_ENV === 'development') require('../../development-stylesheet');

type Props = { params: Promise<{ locale: string }> };

// Rendered for each request (its query is the page): nothing of it is built ahead.
export const viewport = siteViewport;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? siteMetadata(locale) : {};
}

/**
 * The search page's own root: it is rendered for each request, so it carries the site's
 * stylesheet inline (components/layout/inline-stylesheets.tsx) where every other page has it
 * inlined by the cache. Moving between it and the other pages loads the whole document.
 */
export default async function SearchLayout({ children, params }: Props & { children: ReactNode }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <SiteDocument locale={locale} head={<InlineStylesheets />}>
      {children}
    </SiteDocument>
  );
}
