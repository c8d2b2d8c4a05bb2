import { absoluteUrl } from '@/lib/env';
import { newsSource } from '@/lib/news';
import { rssFeed } from '@/lib/news/feed';
import { newsPage } from '@/content/news/page';

export const revalidate = 3600;

/** RSS 2.0 of every published, indexable post. */
export async function GET() {
  const posts = await newsSource().listPosts();
  const xml = rssFeed({
    title: `Solvik: ${newsPage.title}`,
    description: newsPage.description,
    link: absoluteUrl('/news'),
    feedUrl: absoluteUrl('/news/feed.xml'),
    items: posts.filter((post) => !post.noindex),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
