import { localeOfPath, localizedPath, locales, pathWithoutLocale } from '@/lib/i18n';

/** A path's language is its prefix, for every language but English, which has none. */

const prefixed = locales.filter((locale) => locale !== 'en');

describe('language prefixes', () => {
  it('has a language with a prefix to check', () => {
    expect(prefixed).toContain('sv');
  });

  it.each(prefixed)('/%s paths are in that language, and English elsewhere', (locale) => {
    expect(localeOfPath(`/${locale}`)).toBe(locale);
    expect(localeOfPath(`/${locale}/about`)).toBe(locale);
    expect(localeOfPath(`/${locale}about`)).toBe('en');
    expect(localeOfPath('/about')).toBe('en');
    expect(pathWithoutLocale(`/${locale}/about`)).toBe('/about');
    expect(pathWithoutLocale(`/${locale}`)).toBe('/');
    expect(pathWithoutLocale('/about')).toBe('/about');
  });

  it("reads English's path as the route tree renders it (/en/about), which no visitor's address has", () => {
    expect(localeOfPath('/en/about')).toBe('en');
    expect(pathWithoutLocale('/en/about')).toBe('/about');
    expect(pathWithoutLocale('/en')).toBe('/');
    expect(pathWithoutLocale('/english')).toBe('/english');
  });

  it.each(prefixed)('localizedPath puts a site path under /%s, and leaves the rest', (locale) => {
    expect(localizedPath('/about', locale)).toBe(`/${locale}/about`);
    expect(localizedPath('/', locale)).toBe(`/${locale}`);
    expect(localizedPath('/contact?topic=demo', locale)).toBe(`/${locale}/contact?topic=demo`);
    expect(localizedPath('/?q=1', locale)).toBe(`/${locale}?q=1`);
    expect(localizedPath(`/${locale}/about`, locale)).toBe(`/${locale}/about`);
    expect(localizedPath('/api/search', locale)).toBe('/api/search');
    expect(localizedPath('https://example.com/about', locale)).toBe('https://example.com/about');
    expect(localizedPath('#main', locale)).toBe('#main');
    expect(localizedPath('/about', 'en')).toBe('/about');
  });
});
