import type { Metadata } from 'next';
import { NotFoundPage, notFoundMetadata } from '@/app/_pages/not-found/not-found-page';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document';
import './globals.css';

/**
 * What a URL that matches no page gets. The site has two root layouts (app/(en), app/(sv)/sv),
 * so Next renders this whole document for them instead. Unknown Swedish paths never get here:
 * they are served the Swedish 404 page (lib/routes.ts, `unknownSwedishPathRewrite`).
 */
export const metadata: Metadata = {
  ...siteMetadata('en'),
  ...notFoundMetadata('en'),
  robots: { index: false },
};
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument locale="en">
      <NotFoundPage locale="en" />
    </SiteDocument>
  );
}
