import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { SiteDocument, siteMetadata, siteViewport } from '@/components/layout/site-document';
import { isLocale, locales } from '@/lib/i18n';
import { setRequestLocale } from '@/lib/request-locale';
import '../../globals.css';

/**
 * The root of every page, in the language its URL names: its own document, so <html lang> is
 * the language's. English is served at the root (next.config.ts rewrites `/about` to
 * `/en/about`); every other language under its prefix. Each language's pages are built ahead.
 */
// Every language is built ahead. No `dynamicParams = false` here: it would hold for the news
// routes below too, whose posts past the newest render on their first visit.
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}
export const viewport = siteViewport;

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? siteMetadata(locale) : {};
}

export default async function LanguageLayout({
  children,
  params,
}: Props & { children: ReactNode }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <SiteDocument locale={locale}>{children}</SiteDocument>;
}
