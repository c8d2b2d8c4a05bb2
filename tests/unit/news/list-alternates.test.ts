/**
 * @jest-environment node
 */
import { languagesWithListPage, listMetadata } from '@/app/_pages/news/list-pages';
import { defaultLocale, locales } from '@/lib/i18n';
import { postIndex, type PostRef } from '@/lib/news';

jest.mock('@/lib/news', () => ({
  ...jest.requireActual('@/lib/news'),
  postIndex: jest.fn(),
}));

const posts = (count: number) => Array.from({ length: count }, () => ({}) as PostRef);

describe('news list pages name only the languages that have them', () => {
  beforeEach(() => {
    // 12 a page: English has 3 pages, every other language (fewer posts published in it) 2.
    jest
      .mocked(postIndex)
      .mockImplementation(async (_draft, locale) => posts(locale === defaultLocale ? 30 : 20));
  });

  it.each([
    [1, locales],
    [2, locales],
    [3, ['en']],
    [4, []],
  ])('page %i: %j', async (page, expected) => {
    expect(await languagesWithListPage(page)).toEqual(expected);
  });

  it('an English page past the Swedish list names no Swedish alternate, and offers its feed', () => {
    const metadata = listMetadata(3, 'en', ['en']);
    expect(metadata.alternates?.languages).toEqual({
      en: '/news/page/3',
      'x-default': '/news/page/3',
    });
    expect(metadata.alternates?.types).toEqual({ 'application/rss+xml': '/news/feed.xml' });
    expect(listMetadata(1, 'sv').alternates?.types).toEqual({
      'application/rss+xml': '/sv/news/feed.xml',
    });
  });
});
