/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { siteCopy as englishSite } from '@/content/site';
import * as siteEn from '@/content/site';
import { siteCopy as swedishSite } from '@/content/sv/site';
import { translations } from '@/content/words';
import { newsArticleJsonLd } from '@/lib/json-ld';
import { inLocale, locales } from '@/lib/i18n';
import { pageMetadata } from '@/content/page-seo';
import { socialImage } from '@/lib/social-image';

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

  it('exists for every language, and its words are the tagline in the language it is in', () => {
    for (const locale of locales) {
      const image = socialImage(locale);
      expect(existsSync(path.join('public', image.path))).toBe(true);
      const source = image.locale === 'en' ? 'art' : `art/${image.locale}`;
      const html = readFileSync(`${source}/og-default.html`, 'utf8').replace(/<[^>]+>/g, ' ');
      const { tagline } = inLocale(image.locale, siteEn, translations.site).siteCopy;
      for (const sentence of tagline.split(/(?<=\.) /)) expect(html).toContain(sentence);
    }
  });

  it('is each language’s own where it is drawn, else the English one', () => {
    expect(socialImage('sv')).toEqual({ path: '/og/sv/solvik-default.png', locale: 'sv' });
    const undrawn = path.join(process.cwd(), 'no-such-folder');
    for (const locale of locales) {
      expect(socialImage(locale, undrawn)).toEqual({
        path: '/og/solvik-default.png',
        locale: 'en',
      });
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
