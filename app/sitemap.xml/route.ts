import { sitemapCount, sitemapEntries, sitemapIndexXml, urlsetXml } from '@/lib/news/sitemap';

export const revalidate = 3600;

/** Every URL while they fit in one file; past 50,000, an index of the `/sitemap/{id}.xml` files. */
export async function GET() {
  const entries = await sitemapEntries();
  const count = sitemapCount(entries);
  const xml = count === 1 ? urlsetXml(entries) : sitemapIndexXml(count);
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
