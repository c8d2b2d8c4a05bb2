import type { Metadata } from 'next';
import { DraftModeBar } from '@/components/news/draft-mode-bar';
import { NewsListHeader } from '@/components/news/news-list-header';
import { LivePostList } from '@/components/news/live-preview/live-post-list';
import { LivePreviewRoot } from '@/components/news/live-preview/live-preview-root';
import { newsWords } from '@/components/news/news-words';
import * as en from '@/content/news/page';
import { translations } from '@/content/words';
import { inLocale, localizedPath, type Locale } from '@/lib/i18n';
import {
  listPreviewEntries,
  livePreviewSettings,
  requireDraftMode,
} from '@/lib/news/preview-entries';
import { newsListPath } from '@/lib/routes';

/**
 * /news and /sv/news in draft mode (next.config.ts rewrites them here): drafts in `locale`,
 * rendered per request. The Preview API ignores locale-based publishing, so a post not yet
 * published in Swedish shows here in Swedish (its English fields where not translated).
 */
export function livePreviewListRoute(locale: Locale) {
  const { newsPage } = inLocale(locale, en, translations.newsPage);
  const metadata: Metadata = {
    title: newsPage.preview.title(newsPage.title),
    robots: { index: false, follow: false },
  };

  async function LivePreviewNewsPage() {
    await requireDraftMode(localizedPath(newsListPath(1), locale));
    const entries = await listPreviewEntries(locale);

    return (
      <LivePreviewRoot settings={livePreviewSettings(entries, locale)}>
        <NewsListHeader copy={inLocale(locale, en, translations.newsPage).newsPage}>
          <LivePostList
            entries={entries}
            words={{ readMore: newsWords(locale).readMore, empty: newsPage.empty }}
          />
        </NewsListHeader>
        <DraftModeBar returnPath={newsListPath(1)} locale={locale} />
      </LivePreviewRoot>
    );
  }

  return { metadata, Page: LivePreviewNewsPage };
}
