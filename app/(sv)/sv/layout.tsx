import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document';
import '../../globals.css';

/**
 * The root of every page in one language: its own document, so <html lang> is the language's.
 * The other languages' layouts are written from this one (npm run routes:generate).
 */
export const metadata = siteMetadata('sv');
export const viewport = siteViewport;

export default function LanguageLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="sv">{children}</SiteDocument>;
}
