import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { DraftModeBar } from '@/components/news/draft-mode-bar';
import { LiveArticle } from '@/components/news/live-preview/live-article';
import { LivePreviewRoot } from '@/components/news/live-preview/live-preview-root';
import { postMetadata } from '@/lib/news/metadata';
import { getPreviewEntry, livePreviewSettings, requireDraftMode } from '@/lib/news/preview-entries';
import { reshapePost } from '@/lib/news/reshape';
import { newsPostPath } from '@/lib/routes';

type Props = { params: Promise<{ slug: string }> };

// /news/{slug} in draft mode (next.config.ts rewrites it here): the draft, per request.
export const dynamic = 'force-dynamic';

// One query per render: generateMetadata and the page share it.
const loadEntry = cache(async (slug: string) => {
  await requireDraftMode(newsPostPath(slug));
  const entry = await getPreviewEntry(slug);
  const post = entry && reshapePost(entry);
  if (!entry || !post) notFound();
  return { entry, post };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { post } = await loadEntry((await params).slug);
  return { ...postMetadata(post), robots: { index: false, follow: false } };
}

export default async function LivePreviewPostPage({ params }: Props) {
  const { entry, post } = await loadEntry((await params).slug);
  return (
    <LivePreviewRoot settings={livePreviewSettings([entry])}>
      <LiveArticle entry={entry} />
      <DraftModeBar returnPath={newsPostPath(post.slug)} />
    </LivePreviewRoot>
  );
}
