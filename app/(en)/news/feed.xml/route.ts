import { absoluteUrl } from '@/lib/env';
import { feedPosts } from '@/lib/news';
import { rssFeed } from '@/lib/news/feed';
import { newsPage } from '@/content/news/page';

export const revalidate = 3600;

/** RSS 2.0 of the newest published, indexable posts (feedSize). */
export async function GET() {
  const xml = rssFeed({
    title: `Solvik: ${newsPage.title}`,
    description: newsPage.description,
    link: absoluteUrl('/news'),
    feedUrl: absoluteUrl('/news/feed.xml'),
    items: await feedPosts(),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
