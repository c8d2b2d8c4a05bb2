import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { DraftModeBar } from '@/components/news/draft-mode-bar';
import { LiveArticle } from '@/components/news/live-preview/live-article';
import { LivePreviewRoot } from '@/components/news/live-preview/live-preview-root';
import { newsWords } from '@/components/news/news-words';
import * as en from '@/content/news/page';
import { translations } from '@/content/words';
import { inLocale, localizedPath, type Locale } from '@/lib/i18n';
import { postMetadata } from '../post-metadata';
import { getPreviewEntry, livePreviewSettings, requireDraftMode } from '@/lib/news/preview-entries';
import { reshapePost } from '@/lib/news/reshape';
import { newsPostPath } from '@/lib/routes';

type Props = { params: Promise<{ slug: string }> };

// One query per render and language: generateMetadata and the page share it.
const loadEntry = cache(async (slug: string, locale: Locale) => {
  await requireDraftMode(localizedPath(newsPostPath(slug), locale));
  const entry = await getPreviewEntry(slug, locale);
  const post = entry && reshapePost(entry);
  if (!entry || !post) notFound();
  return { entry, post };
});

/**
 * /news/{slug} and /sv/news/{slug} in draft mode (next.config.ts rewrites them here): the
 * draft in `locale`, per request, updated live as the editor types in that locale.
 */
export function livePreviewPostRoute(locale: Locale) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const { post } = await loadEntry((await params).slug, locale);
    return { ...postMetadata(post, locale), robots: { index: false, follow: false } };
  }

  async function LivePreviewPostPage({ params }: Props) {
    const { entry, post } = await loadEntry((await params).slug, locale);
    const { needsTitleAndSlug, searchPreview } = inLocale(locale, en, translations.newsPage)
      .newsPage.preview;
    return (
      <LivePreviewRoot settings={livePreviewSettings([entry], locale)}>
        <LiveArticle
          entry={entry}
          words={{ ...newsWords(locale), preview: { needsTitleAndSlug, searchPreview } }}
        />
        <DraftModeBar returnPath={newsPostPath(post.slug)} locale={locale} />
      </LivePreviewRoot>
    );
  }

  return { generateMetadata, Page: LivePreviewPostPage };
}
