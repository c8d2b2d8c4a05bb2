import { sitemapCount, sitemapEntries, sitemapShard, urlsetXml } from '@/lib/news/sitemap';

export const revalidate = 3600;
// Only the files the build listed: any other /sitemap/{x}.xml is Next's 404, which writes
// nothing (rendered, each made-up name would keep a cache entry). A file the news outgrows
// into between builds waits for the next build.
export const dynamicParams = false;

type Context = { params: Promise<{ file: string }> };

// A route handler, not app/sitemap.ts with generateSitemaps: that convention takes over the
// /sitemap.xml path, which must stay a single file (or the index) at the site's root.
export async function generateStaticParams() {
  const count = sitemapCount(await sitemapEntries());
  return count === 1 ? [] : Array.from({ length: count }, (_, id) => ({ file: `${id}.xml` }));
}

/** `/sitemap/{id}.xml`: the id-th 50,000 URLs, listed by the index at /sitemap.xml. */
export async function GET(_request: Request, { params }: Context) {
  const match = /^(0|[1-9]\d{0,5})\.xml$/.exec((await params).file);
  const entries = await sitemapEntries();
  const count = sitemapCount(entries);
  const id = match ? Number(match[1]) : -1;
  // With one file, /sitemap.xml is that file: no second copy of it here.
  if (id < 0 || id >= count || count === 1) return new Response('Not found', { status: 404 });
  return new Response(urlsetXml(sitemapShard(entries, id)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
