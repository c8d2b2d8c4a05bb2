import type { Metadata } from 'next';
import { NotFoundPage, notFoundMetadata } from '@/app/_pages/not-found/not-found-page';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document';
import './globals.css';

/**
 * What a URL that matches no page gets. The site has several root layouts (app/(en),
 * app/(sv)/sv, app/(search)), so Next renders this whole document for them instead. Unknown
 * paths under a language's prefix never get here: they are served that language's 404 page
 * (lib/routes.ts, `unknownPathRewrites`).
 */
// Next adds `noindex` to the 404 itself; a robots entry here would be a second tag.
export const metadata: Metadata = { ...siteMetadata('en'), ...notFoundMetadata('en') };
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <NotFoundPage locale="en" />
    </SiteDocument>
  );
}
