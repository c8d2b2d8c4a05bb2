import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document';
import '../../globals.css';

/** The root of every Swedish page, under /sv: its own document, so <html lang> is "sv". */
export const metadata = siteMetadata('sv');
export const viewport = siteViewport;

export default function SwedishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="sv">{children}</SiteDocument>;
}
