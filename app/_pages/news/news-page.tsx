import { Suspense } from 'react';
import { OnlyInNote, type OnlyInWords } from '@/components/news/only-in-note';
import * as en from '@/content/news/page';
import { translations } from '@/content/words';
import { htmlLang, inLocale, intlLocale, locales, type Locale } from '@/lib/i18n';
import { listPage } from '@/lib/news';
import { listMetadata } from './list-pages';
import { NewsList } from './news-list';

/**
 * /news and /sv/news: the first page of the list in `locale`. In draft mode next.config.ts
 * rewrites both to the live preview, so this page is visitors' only.
 */
export function newsListRoute(locale: Locale) {
  async function NewsPage() {
    // A failing source throws: the error boundary shows the message on a first render, and a
    // refresh keeps the last good data instead of caching an empty list. Page 1 always exists.
    const list = await listPage(1, { locale });
    if (!list) throw new Error('The first page of the news list is missing.');
    const note = (
      // The note reads the query, which a static page has only in the browser.
      <Suspense fallback={null}>
        <OnlyInNote notes={onlyInWords(locale)} />
      </Suspense>
    );
    return <NewsList list={list} preview={false} locale={locale} note={note} />;
  }
  return { metadata: listMetadata(1, locale), Page: NewsPage };
}

/** The note for an article in each other language, in `locale`'s words ("only in Swedish"). */
function onlyInWords(locale: Locale): Partial<Record<Locale, OnlyInWords>> {
  const { onlyIn } = inLocale(locale, en, translations.newsPage).newsPage;
  const names = new Intl.DisplayNames([intlLocale[locale]], { type: 'language' });
  const notes: Partial<Record<Locale, OnlyInWords>> = {};
  for (const other of locales.filter((candidate) => candidate !== locale)) {
    const language = names.of(htmlLang[other]) ?? htmlLang[other];
    notes[other] = {
      message: onlyIn.message(language),
      link: onlyIn.link(language),
      lang: htmlLang[other],
    };
  }
  return notes;
}
