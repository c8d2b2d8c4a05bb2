/**
 * @jest-environment node
 *
 * The news in both languages (lib/news/index.ts over the demo source): each read is per locale
 * (cache keys differ), Swedish fields fall back to English, a Swedish image is the asset's
 * sv-SE file, and a post published in English only is neither listed nor served in Swedish.
 */

/** What Next's data cache was asked for: the key parts and the arguments of each read. */
const cacheCalls: { key: string[]; args: unknown[] }[] = [];

jest.mock('next/cache', () => ({
  unstable_cache:
    (load: (...args: unknown[]) => Promise<unknown>, key: string[]) =>
    (...args: unknown[]) => {
      cacheCalls.push({ key, args });
      return load(...args);
    },
}));
jest.mock('@/lib/news/config', () => ({ newsConfig: () => ({ source: 'demo' }) }));

import { feedPosts, getArticle, listPage, postIndex, publishedLocalesOf } from '@/lib/news';
import { rssFeed } from '@/lib/news/feed';
import { newsSitemapEntries, urlsetXml } from '@/lib/news/sitemap';

const englishOnly = 'nordic-payroll-one-process';

beforeEach(() => {
  cacheCalls.length = 0;
});

describe('news per language', () => {
  it('indexes in Swedish the posts published in Swedish only', async () => {
    const english = (await postIndex(false, 'en')).map((ref) => ref.slug);
    const swedish = (await postIndex(false, 'sv')).map((ref) => ref.slug);
    expect(english).toContain(englishOnly);
    expect(swedish).not.toContain(englishOnly);
    expect(swedish).toEqual(english.filter((slug) => slug !== englishOnly));
  });

  it('lists Swedish cards, every post published in Swedish translated', async () => {
    const list = await listPage(1, { locale: 'sv' });
    const titles = list?.posts.map((post) => post.title);
    expect(titles).toContain('Bokslut på fem dagar');
    expect(titles).toContain(
      'NetSuite OneWorld för nordiska dotterbolag: fem beslut före driftstarten',
    );
    expect(list?.posts.map((post) => post.slug)).not.toContain(englishOnly);
  });

  it('serves a post in Swedish, and not one published in English only (a 404)', async () => {
    expect((await getArticle('month-end-close-in-five-days', 'sv'))?.title).toBe(
      'Bokslut på fem dagar',
    );
    expect((await getArticle('month-end-close-in-five-days', 'en'))?.title).toBe(
      'Closing the books in five days',
    );
    expect(await getArticle(englishOnly, 'sv')).toBeNull();
    expect((await getArticle(englishOnly, 'en'))?.slug).toBe(englishOnly);
  });

  it("shows the Swedish drawing in Swedish: the sv-SE value of the asset's file", async () => {
    const swedish = await getArticle('month-end-close-in-five-days', 'sv');
    const english = await getArticle('month-end-close-in-five-days', 'en');
    expect(swedish?.featuredImage).toEqual({
      url: '/news/images/sv/month-end-close.webp',
      origin: 'local',
      alt: 'En tavla i fem kolumner där månadsbokslutets uppgifter flyttas från öppna till klara',
      width: 1200,
      height: 675,
    });
    expect(english?.featuredImage).toEqual({
      url: '/news/images/month-end-close.webp',
      origin: 'local',
      alt: 'A five-column board of month-end tasks moving from open to done',
      width: 1200,
      height: 675,
    });
    // The cards, the share images and the rich images in the body read the same asset field.
    const card = (await listPage(1, { locale: 'sv' }))?.posts.find(
      (post) => post.slug === 'month-end-close-in-five-days',
    );
    expect(card?.featuredImage?.url).toBe('/news/images/sv/month-end-close.webp');
    const netsuite = await getArticle('netsuite-oneworld-nordic-subsidiaries', 'sv');
    expect(netsuite?.seo.shareImages[0]?.url).toBe('/news/images/sv/netsuite-share.webp');
    const richImages = (article: typeof swedish) =>
      article?.content?.content
        .filter((node) => node.nodeType === 'embedded-entry-block')
        .map((node) => (node.data.target as { richImage?: { image: { url: string } } }).richImage)
        .map((rich) => rich?.image.url);
    expect(richImages(swedish)).toEqual(['/news/images/sv/close-timeline.webp']);
    expect(richImages(english)).toEqual(['/news/images/close-timeline.webp']);
    // A drawing without words has one file, which Swedish falls back to.
    expect((await getArticle('client-day-2026', 'sv'))?.featuredImage?.url).toBe(
      '/news/images/client-day.webp',
    );
  });

  it('keys every cached read by its locale', async () => {
    await getArticle('swedish-employer-declaration', 'sv');
    await getArticle('swedish-employer-declaration', 'en');
    await listPage(1, { locale: 'sv' });
    await listPage(1, { locale: 'en' });
    for (const name of ['news-refs', 'news-post', 'news-cards']) {
      const calls = cacheCalls.filter((call) => call.key.includes(name));
      const locales = new Set(calls.map((call) => call.args[0]));
      expect([name, [...locales].sort()]).toEqual([name, ['en', 'sv']]);
    }
  });

  it('tells which languages a post is published in', async () => {
    expect(await publishedLocalesOf('month-end-close-in-five-days')).toEqual(['en', 'sv']);
    expect(await publishedLocalesOf(englishOnly)).toEqual(['en']);
    expect(await publishedLocalesOf('no-such-post')).toEqual([]);
    expect(await publishedLocalesOf('year-end-checklist-2026')).toEqual([]);
  });

  it('writes the Swedish feed in Swedish, linking the Swedish posts', async () => {
    const items = await feedPosts('sv');
    expect(items.map((post) => post.slug)).not.toContain(englishOnly);
    const xml = rssFeed({
      title: 'Solvik: Nyheter',
      description: 'Artiklar',
      link: 'https://www.solvik.example/sv/news',
      feedUrl: 'https://www.solvik.example/sv/news/feed.xml',
      items,
      locale: 'sv',
    });
    expect(xml).toContain('<language>sv</language>');
    expect(xml).toContain(
      '<link>https://www.solvik.example/sv/news/month-end-close-in-five-days</link>',
    );
    expect(xml).toContain('<title>Bokslut på fem dagar</title>');
  });

  it('lists each post in the sitemap in each language it is published in, with alternates', async () => {
    const entries = await newsSitemapEntries();
    const monthEnd = entries.filter((entry) => entry.url.endsWith('/month-end-close-in-five-days'));
    expect(monthEnd.map((entry) => entry.url)).toEqual([
      'https://www.solvik.example/news/month-end-close-in-five-days',
      'https://www.solvik.example/sv/news/month-end-close-in-five-days',
    ]);
    const both = {
      en: 'https://www.solvik.example/news/month-end-close-in-five-days',
      sv: 'https://www.solvik.example/sv/news/month-end-close-in-five-days',
      'x-default': 'https://www.solvik.example/news/month-end-close-in-five-days',
    };
    for (const entry of monthEnd) expect(entry.alternates?.languages).toEqual(both);
    const only = entries.filter((entry) => entry.url.endsWith(`/${englishOnly}`));
    expect(only).toHaveLength(1);
    expect(only[0]?.alternates?.languages).toEqual({
      en: `https://www.solvik.example/news/${englishOnly}`,
      'x-default': `https://www.solvik.example/news/${englishOnly}`,
    });
    const xml = urlsetXml(monthEnd);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="sv" href="https://www.solvik.example/sv/news/month-end-close-in-five-days"/>',
    );
  });
});
