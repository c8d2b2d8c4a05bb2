import { withLastGood } from '@/lib/news/last-good';
import type { NewsSource, PostSummary } from '@/lib/news/types';

const post = (slug: string) =>
  ({
    id: slug,
    slug,
    title: slug,
    publishedDate: '2026-01-01',
    updatedAt: '2026-01-01',
    noindex: false,
  }) as PostSummary;

describe('withLastGood', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('serves the last good answer when the source fails, and fresh ones when it recovers', async () => {
    const listPosts = jest
      .fn<Promise<PostSummary[]>, []>()
      .mockResolvedValueOnce([post('a')])
      .mockRejectedValueOnce(new Error('500'))
      .mockResolvedValueOnce([post('b')]);
    const source = withLastGood({ listPosts, getPost: jest.fn() } as NewsSource);
    expect(await source.listPosts()).toEqual([post('a')]);
    expect(await source.listPosts()).toEqual([post('a')]);
    expect(console.error).toHaveBeenCalled();
    expect(await source.listPosts()).toEqual([post('b')]);
  });

  it('throws when nothing good is remembered, per slug', async () => {
    const getPost = jest.fn().mockResolvedValueOnce(null).mockRejectedValue(new Error('down'));
    const source = withLastGood({ listPosts: jest.fn(), getPost } as unknown as NewsSource);
    expect(await source.getPost('gone')).toBeNull();
    expect(await source.getPost('gone')).toBeNull();
    await expect(source.getPost('new')).rejects.toThrow('down');
  });

  it('remembers a bounded number of answers, dropping the oldest', async () => {
    const getPost = jest.fn().mockResolvedValue(null);
    const memory = new Map<string, unknown>();
    const source = withLastGood(
      { listPosts: jest.fn(), getPost } as unknown as NewsSource,
      memory,
      3,
    );
    for (const slug of ['a', 'b', 'c', 'd']) await source.getPost(slug);
    expect([...memory.keys()]).toEqual(['getPost:b', 'getPost:c', 'getPost:d']);
  });
});
