/** @jest-environment node */
import {
  sitemapCount,
  sitemapIndexXml,
  sitemapShard,
  urlsPerSitemap,
  urlsetXml,
} from '@/lib/news/sitemap';

// The post index is Next's cached data; these tests only split and write URLs.
jest.mock('@/lib/news/index', () => ({ postIndex: jest.fn() }));

const entries = (count: number) =>
  Array.from({ length: count }, (_, n) => ({ url: `https://www.solvik.example/news/post-${n}` }));

describe('sitemap files', () => {
  it('keeps one file up to 50,000 URLs and splits past it, losing none', () => {
    expect(sitemapCount(entries(0))).toBe(1);
    expect(sitemapCount(entries(urlsPerSitemap))).toBe(1);
    const many = entries(2 * urlsPerSitemap + 1);
    expect(sitemapCount(many)).toBe(3);
    const shards = [0, 1, 2].map((id) => sitemapShard(many, id));
    expect(shards.map((shard) => shard.length)).toEqual([urlsPerSitemap, urlsPerSitemap, 1]);
    expect(shards.flat()).toEqual(many);
  });

  it('writes an index of /sitemap/{id}.xml files on the site origin', () => {
    const xml = sitemapIndexXml(3);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<sitemap><loc>[^<]+<\/loc><\/sitemap>/g)).toEqual(
      [0, 1, 2].map(
        (id) => `<sitemap><loc>https://www.solvik.example/sitemap/${id}.xml</loc></sitemap>`,
      ),
    );
  });

  it('escapes URLs and writes dates as ISO date-times', () => {
    const xml = urlsetXml([
      { url: 'https://www.solvik.example/news/a?b=1&c=2', lastModified: '2026-11-12' },
    ]);
    expect(xml).toContain('<loc>https://www.solvik.example/news/a?b=1&amp;c=2</loc>');
    expect(xml).toContain('<lastmod>2026-11-12T00:00:00.000Z</lastmod>');
  });
});
