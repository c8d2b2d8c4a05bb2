import { absoluteUrl } from '@/lib/env';
import * as en from '@/content/news/page';
import { translations } from '@/content/words';
import { inLocale, isLocale, localizedPath } from '@/lib/i18n';
import { feedPosts } from '@/lib/news';
import { rssFeed } from '@/lib/news/feed';
import { newsFeedPath, newsListPath } from '@/lib/routes';

/**
 * /news/feed.xml and /sv/news/feed.xml: RSS 2.0 of the newest published, indexable posts
 * (feedSize) in `locale`, with the channel's title, description and language in it.
 */
export async function newsFeedRoute(
  _request: Request,
  { params }: { params: Promise<{ locale: string }> },
): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not found\n', { status: 404 });
  const { newsPage } = inLocale(locale, en, translations.newsPage);
  const xml = rssFeed({
    title: `Solvik: ${newsPage.title}`,
    description: newsPage.description,
    link: absoluteUrl(localizedPath(newsListPath(1), locale)),
    feedUrl: absoluteUrl(localizedPath(newsFeedPath, locale)),
    items: await feedPosts(locale),
    locale,
  });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
