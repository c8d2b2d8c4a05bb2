/** @jest-environment node */
import { revalidateTag } from 'next/cache';
import { refreshNews, tagsFor } from '@/lib/news/revalidate';
import { newsTags } from '@/lib/news/tags';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

describe('what a webhook refreshes', () => {
  beforeEach(() => jest.mocked(revalidateTag).mockClear());

  it('a post: its own tag (and so the posts that show it), the index and the cards', () => {
    const tags = refreshNews({ entity: 'Entry', id: 'postA', contentType: 'pageBlogPost' });
    expect(tags).toEqual([newsTags.entry('postA'), newsTags.index, newsTags.list]);
    // Stale-while-revalidate, never an expire-at-once refresh.
    expect(jest.mocked(revalidateTag).mock.calls).toEqual(tags.map((tag) => [tag, 'max']));
  });

  it('an author or SEO entry: the posts linking it, the index and the cards', () => {
    for (const contentType of ['componentAuthor', 'componentSeo'])
      expect(tagsFor({ entity: 'Entry', id: 'x', contentType })).toEqual([
        newsTags.entry('x'),
        newsTags.index,
        newsTags.list,
      ]);
  });

  it('an asset or a rich image: whatever may embed it', () => {
    expect(tagsFor({ entity: 'Asset', id: 'img' })).toEqual([
      newsTags.entry('img'),
      newsTags.list,
      newsTags.media,
    ]);
    expect(tagsFor({ entity: 'Entry', id: 'ri', contentType: 'componentRichImage' })).toEqual([
      newsTags.entry('ri'),
      newsTags.media,
    ]);
  });

  it('a content type news does not show: nothing', () => {
    expect(refreshNews({ entity: 'Entry', id: 'p', contentType: 'landingPage' })).toEqual([]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
