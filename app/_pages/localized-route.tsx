import type { Metadata } from 'next';
import type { ComponentType } from 'react';
import type { Locale } from '@/lib/i18n';

/**
 * A page of the route table in one language. Each page is written once, here under app/_pages,
 * taking its language as a prop; app/(en) and app/(sv)/sv hold a four-line page.tsx per route
 * that builds it for their language, so both trees are static and the page is not repeated.
 */
export function staticRoute(
  locale: Locale,
  Page: ComponentType<{ locale: Locale }>,
  metadata: (locale: Locale) => Metadata,
) {
  function LocalizedPage() {
    return <Page locale={locale} />;
  }
  return { metadata: metadata(locale), Page: LocalizedPage };
}
