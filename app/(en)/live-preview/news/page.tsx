import type { Metadata } from 'next';
import { DraftModeBar } from '@/components/news/draft-mode-bar';
import { NewsListHeader } from '@/components/news/news-list-header';
import { LivePostList } from '@/components/news/live-preview/live-post-list';
import { LivePreviewRoot } from '@/components/news/live-preview/live-preview-root';
import { newsPage } from '@/content/news/page';
import {
  listPreviewEntries,
  livePreviewSettings,
  requireDraftMode,
} from '@/lib/news/preview-entries';
import { newsListPath } from '@/lib/routes';

// /news in draft mode (next.config.ts rewrites it here): drafts, rendered per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: `Preview: ${newsPage.title}`,
  robots: { index: false, follow: false },
};

export default async function LivePreviewNewsPage() {
  await requireDraftMode(newsListPath(1));
  const entries = await listPreviewEntries();

  return (
    <LivePreviewRoot settings={livePreviewSettings(entries)}>
      <NewsListHeader>
        <LivePostList entries={entries} />
      </NewsListHeader>
      <DraftModeBar returnPath={newsListPath(1)} />
    </LivePreviewRoot>
  );
}
