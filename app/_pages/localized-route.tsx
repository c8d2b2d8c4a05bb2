import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import type { Locale } from '@/lib/i18n';

/**
 * A page written once, taking its language: what a page module under app/_pages exports as
 * `page` for a route of the table (`pageModules` in lib/routes.ts).
 */
export type LocalizedPage = {
  Page: ComponentType<{ locale: Locale }>;
  metadata: (locale: Locale) => Metadata;
};

/**
 * A page of the route table in one language. Each page is written once, under app/_pages;
 * each language's tree holds a page.tsx per route, written by `npm run routes:generate`, that
 * builds it for that language, so every tree is static and the page is not repeated.
 */
export function staticRoute(locale: Locale, { Page, metadata }: LocalizedPage) {
  function LocalizedPage() {
    return <Page locale={locale} />;
  }
  return { metadata: metadata(locale), Page: LocalizedPage };
}
