import type { Metadata } from 'next';
import { DraftModeBar } from '@/components/news/draft-mode-bar';
import { LivePostList } from '@/components/news/live-preview/live-post-list';
import { LivePreviewRoot } from '@/components/news/live-preview/live-preview-root';
import { Container } from '@/components/ui/container';
import { newsPage } from '@/content/news/page';
import {
  listPreviewEntries,
  livePreviewSettings,
  requireDraftMode,
} from '@/lib/news/preview-entries';

// /news in draft mode (next.config.ts rewrites it here): drafts, rendered per request.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: `Preview: ${newsPage.title}`,
  robots: { index: false, follow: false },
};

export default async function LivePreviewNewsPage() {
  await requireDraftMode('/news');
  const entries = await listPreviewEntries();

  return (
    <LivePreviewRoot settings={livePreviewSettings(entries)}>
      <section className="bg-gradient-to-b from-primary-50 to-white pt-28 pb-20 sm:pt-36">
        <Container>
          <p className="font-heading text-sm font-bold tracking-widest text-orange-700 uppercase">
            {newsPage.eyebrow}
          </p>
          <h1 className="mt-3 text-4xl font-bold text-primary sm:text-5xl">Latest Articles</h1>
          <p className="mt-4 max-w-2xl text-lg text-neutral-700">{newsPage.intro}</p>
          <LivePostList entries={entries} />
        </Container>
      </section>
      <DraftModeBar returnPath="/news" />
    </LivePreviewRoot>
  );
}
