/** What the running site says about itself: its sitemap and its news articles. */

const NEWS_ARTICLE_PATH = /^\/news\/[^/.?#]+$/;

/** Site paths of every /sitemap.xml entry. */
async function sitemapPaths(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => {
    const url = new URL(m[1] ?? '');
    return url.pathname + url.search;
  });
}

/**
 * The first news article: from the sitemap, else linked from /news. `{ skip }` only while
 * /news does not exist; a news list without any article is an error (the demo content has posts).
 */
export async function findNewsArticle(
  origin: string,
): Promise<{ path: string } | { skip: string }> {
  const fromSitemap = (await sitemapPaths(origin)).find((path) => NEWS_ARTICLE_PATH.test(path));
  if (fromSitemap) return { path: fromSitemap };
  const list = await fetch(`${origin}/news`);
  if (list.status === 404) return { skip: '/news answers 404: the news section is not built yet' };
  if (!list.ok) throw new Error(`/news answered ${list.status}`);
  const html = await list.text();
  for (const match of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
    const url = new URL((match[1] ?? '').replace(/&amp;/g, '&'), origin);
    if (NEWS_ARTICLE_PATH.test(url.pathname)) return { path: url.pathname };
  }
  throw new Error('/news answers but links no article (/news/<slug>) and the sitemap lists none');
}
