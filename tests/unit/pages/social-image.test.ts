/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteCopy as englishSite } from '@/content/site';
import { siteCopy as swedishSite } from '@/content/sv/site';
import { newsArticleJsonLd } from '@/lib/json-ld';
import { locales } from '@/lib/i18n';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site-config';

const page = { title: 'Om oss', description: 'Vilka vi är.', path: '/about' };
const openGraphImage = (locale: 'en' | 'sv') => {
  const images = pageMetadata({ ...page, locale }).openGraph?.images;
  return (Array.isArray(images) ? images[0] : images) as { url: string; alt?: string };
};

describe('the default social image', () => {
  it('speaks the page’s language, in its file and in its alt text', () => {
    expect(openGraphImage('sv')).toMatchObject({
      url: '/og/sv/solvik-default.png',
      alt: `Solvik: ${swedishSite.tagline}`,
    });
    expect(openGraphImage('en')).toMatchObject({
      url: '/og/solvik-default.png',
      alt: `Solvik: ${englishSite.tagline}`,
    });
    expect(pageMetadata({ ...page, locale: 'sv' }).twitter).toMatchObject({
      images: ['/og/sv/solvik-default.png'],
    });
  });

  it('exists for every language, and its words are the tagline in that language', () => {
    for (const locale of locales) {
      const file = path.join('public', siteConfig.socialImagePath[locale]);
      expect(existsSync(file)).toBe(true);
    }
    const html = readFileSync('art/sv/og-default.html', 'utf8').replace(/<[^>]+>/g, ' ');
    for (const sentence of swedishSite.tagline.split(/(?<=\.) /)) {
      expect(html).toContain(sentence);
    }
  });

  it('is a Swedish article’s image when it has none of its own', () => {
    const article = newsArticleJsonLd({
      headline: 'Bokslut på fem dagar',
      description: 'Så gör vi.',
      path: '/sv/news/month-end-close-in-five-days',
      datePublished: '2026-11-01',
      locale: 'sv',
    });
    expect(article.image).toEqual(['https://www.solvik.example/og/sv/solvik-default.png']);
  });
});
