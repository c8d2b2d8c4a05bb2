import { LegalPage } from '@/components/legal/legal-page';
import type { LegalDocument } from '@/content/legal/types';
import type { Locale } from '@/lib/i18n';
import { pageMetadata } from '@/content/page-seo';
import type { LocalizedPage } from '@/app/_pages/localized-route';

/**
 * A legal page (privacy, terms, cookies): the document `read` gives in each language, drawn by
 * LegalPage, and its metadata from the same document.
 */
export function legalDocumentPage(read: (locale: Locale) => LegalDocument): LocalizedPage {
  function LegalDocumentPage({ locale }: { locale: Locale }) {
    return <LegalPage document={read(locale)} locale={locale} />;
  }
  function metadata(locale: Locale) {
    const { metaTitle, description, path } = read(locale);
    return pageMetadata({ title: metaTitle, description, path, locale });
  }
  return { Page: LegalDocumentPage, metadata };
}
