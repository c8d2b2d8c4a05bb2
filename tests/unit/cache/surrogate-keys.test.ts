/** @jest-environment node */
import { newsIndexTag, surrogateKeys, withSurrogateKeys } from '@/lib/cache/surrogate-keys.ts';
import { newsTags } from '@/lib/news/tags';
import { tagsFor } from '@/lib/news/revalidate';

// Tags as Next records them on the built pages (.next/server/app/news*.meta).
const listTags =
  '_N_T_/layout,_N_T_/news/layout,_N_T_/news/page,_N_T_/news,news:index,news:list,news:media,news:entry:postA,news:entry:authorA';
const articleTags =
  '_N_T_/layout,_N_T_/news/[slug]/page,_N_T_/news/a,news:index,news:entry:postA,news:media,news:entry:postB';
const missingArticleTags = '_N_T_/layout,_N_T_/news/[slug]/page,_N_T_/news/nope,news:index';

describe('surrogateKeys', () => {
  it('names what a page shows, never Next’s path tags', () => {
    expect(surrogateKeys(listTags)).toEqual([
      'site',
      'news:list',
      'news:media',
      'news:entry:postA',
      'news:entry:authorA',
    ]);
    expect(surrogateKeys(articleTags)).toEqual([
      'site',
      'news:entry:postA',
      'news:media',
      'news:entry:postB',
    ]);
  });

  it('names the index only on a 404, which a newly published post replaces', () => {
    expect(surrogateKeys(missingArticleTags, 404)).toEqual(['site', newsIndexTag]);
    expect(surrogateKeys(missingArticleTags, 200)).toEqual(['site']);
    expect(newsIndexTag).toBe(newsTags.index);
  });

  it('gives a marketing page the site key alone, and drops what Varnish would split', () => {
    expect(surrogateKeys('_N_T_/layout,_N_T_/page,_N_T_/')).toEqual(['site']);
    expect(surrogateKeys(undefined)).toEqual(['site']);
    expect(surrogateKeys('news:entry:a b, news:entry:c,,x')).toEqual(['site', 'news:entry:c', 'x']);
  });

  it('lets a publish purge the pages that show the post and leave the others', () => {
    const purged = new Set(tagsFor({ entity: 'Entry', id: 'postB', contentType: 'pageBlogPost' }));
    const hit = (keys: string[]) => keys.some((key) => purged.has(key));
    // Article A relates B; the list shows cards; a made-up slug may now exist.
    expect(hit(surrogateKeys(articleTags))).toBe(true);
    expect(hit(surrogateKeys(listTags))).toBe(true);
    expect(hit(surrogateKeys(missingArticleTags, 404))).toBe(true);
    // An article that neither is nor shows B stays cached.
    const other = '_N_T_/news/c,news:index,news:entry:postC,news:media';
    expect(hit(surrogateKeys(other))).toBe(false);
  });
});

describe('withSurrogateKeys', () => {
  it('adds the xkey header to pages and route answers only', () => {
    const page = {
      kind: 'APP_PAGE',
      status: 404,
      headers: { 'x-next-cache-tags': missingArticleTags },
    };
    expect((withSurrogateKeys(page).headers as Record<string, string>).xkey).toBe(
      'site news:index',
    );
    const fetchData = { kind: 'FETCH', data: {} };
    expect(withSurrogateKeys(fetchData)).toBe(fetchData);
    expect(withSurrogateKeys(null)).toBeNull();
  });
});
