import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { isLocale } from '@/lib/i18n';
import { setRequestLocale } from '@/lib/request-locale';
import { SearchDocument, searchMetadata, searchViewport } from '../../search-layout';

type Props = { params: Promise<{ locale: string }> };

// Rendered for each request (its query is the page): nothing of it is built ahead.

export const viewport = searchViewport;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? searchMetadata(locale) : {};
}

export default async function SearchLayout({ children, params }: Props & { children: ReactNode }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <SearchDocument locale={locale}>{children}</SearchDocument>;
}
