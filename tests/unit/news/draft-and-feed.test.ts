/** @jest-environment node */
import { matchesSecret, safeReturnPath } from '@/lib/news/draft';
import { rssFeed } from '@/lib/news/feed';
import type { PostSummary } from '@/lib/news/types';

describe('draft mode helpers', () => {
  it('matches the secret exactly', () => {
    expect(matchesSecret('s3cret', 's3cret')).toBe(true);
    expect(matchesSecret('s3cre', 's3cret')).toBe(false);
    expect(matchesSecret('', undefined)).toBe(false);
  });

  it.each([
    ['/news/a-post', '/news/a-post'],
    ['/news/a-post?x=1#top', '/news/a-post?x=1#top'],
    ['/news/%ff', '/news/%ff'],
    // Encoded characters stay encoded in the path, so a browser reads them as a path too.
    ['/%09/evil.example', '/%09/evil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['//evil.example/x', '/news'],
    ['/\\evil.example', '/news'],
    ['\\\\evil.example', '/news'],
    ['/\t/evil.example', '/news'],
    ['/\n/evil.example', '/news'],
    ['\t//evil.example', '/news'],
    ['/.//evil.example', '/news'],
    ['/..//evil.example', '/news'],
    ['https://evil.example', '/news'],
    ['https://www.solvik.example.evil.example/', '/news'],
    ['javascript:alert(1)', '/news'],
    ['', '/news'],
    [null, '/news'],
  ])('returns %j as %s', (path, expected) =>
    expect(safeReturnPath(path, 'https://www.solvik.example')).toBe(expected),
  );

  it('keeps an absolute URL on our own origin as its path', () => {
    expect(
      safeReturnPath('https://www.solvik.example/news?x=1', 'https://www.solvik.example'),
    ).toBe('/news?x=1');
    // Another scheme is another origin.
    expect(safeReturnPath('http://www.solvik.example/about', 'https://www.solvik.example')).toBe(
      '/news',
    );
  });
});

describe('rssFeed', () => {
  it('writes RSS 2.0 items with escaped text and RFC 822 dates', () => {
    const post: PostSummary = {
      id: '1',
      slug: 'tax-&-vat',
      title: 'Tax & VAT <2027>',
      shortDescription: 'Say "hi"',
      publishedDate: '2026-11-12',
      updatedAt: '2026-11-12T10:00:00Z',
      noindex: false,
      author: { name: 'Astrid' },
    };
    const xml = rssFeed({
      title: 'T',
      description: 'D',
      link: 'https://x/news',
      feedUrl: 'https://x/news/feed.xml',
      items: [post],
    });
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain('<title>Tax &amp; VAT &lt;2027&gt;</title>');
    expect(xml).toContain('<description>Say &quot;hi&quot;</description>');
    expect(xml).toContain('<pubDate>Thu, 12 Nov 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('/news/tax-%26-vat</link>');
    expect(xml).toContain('<dc:creator>Astrid</dc:creator>');
  });
});
