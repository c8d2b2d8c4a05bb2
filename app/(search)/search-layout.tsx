import type { ReactNode } from 'react';
import { InlineStylesheets } from '@/components/layout/inline-stylesheets';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document';
import type { Locale } from '@/lib/i18n';

// `next dev` pre-renders no home page to read the stylesheet from: there it is linked as usual.
// A production build drops this import, so the page has no render-blocking link.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import could not be left out
if (process.env.NODE_ENV === 'development') require('./development-stylesheet');

/**
 * The search page's own root: it is rendered for each request, so it carries the site's
 * stylesheet inline (components/layout/inline-stylesheets.tsx) where every other page has it
 * inlined by the cache. Moving between it and the other pages loads the whole document.
 */
export function SearchDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <SiteDocument locale={locale} head={<InlineStylesheets />}>
      {children}
    </SiteDocument>
  );
}

export const searchMetadata = siteMetadata;
export const searchViewport = siteViewport;
