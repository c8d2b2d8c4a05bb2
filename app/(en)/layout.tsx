import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document';
import '../globals.css';

/** The root of every English page: the site where it has always been. */
export const metadata = siteMetadata('en');
export const viewport = siteViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>;
}
