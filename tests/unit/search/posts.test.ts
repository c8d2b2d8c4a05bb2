/** @jest-environment node */
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { entriesChangedSince, type Post, type PostRef } from '@/lib/news';
import { contentTypes } from '@/lib/news/raw-types';
import { tagsFor } from '@/lib/news/revalidate';
import { newsTags } from '@/lib/news/tags';
import { LanguageIndex } from '@/lib/search/engine';
import { longestRetryMs, PostSync, retryAfterFailureMs, type PostFeed } from '@/lib/search/posts';

const body = (text: string) =>
  ({
    nodeType: 'document',
    data: {},
    content: [
      {
        nodeType: 'paragraph',
        data: {},
        content: [{ nodeType: 'text', value: text, marks: [], data: {} }],
      },
    ],
  }) as unknown as Post['content'];

function post(id: string, title: string, updatedAt: string, extra: Partial<Post> = {}): Post {
  return {
    id,
    slug: id.toLowerCase(),
    title,
    shortDescription: `About ${title}`,
    publishedDate: '2026-03-01',
    updatedAt,
    author: { name: 'Maja Lind' },
    noindex: false,
    content: body(`The body of ${title}.`),
    seo: { noindex: false, nofollow: false, shareImages: [] },
    related: [],
    ...extra,
  };
}

/**
 * A CMS in memory: its posts, what was read, a switch to make it fail, and the entries each post
 * shows (its author), with when each was last changed, as the webhook would mark them.
 */
function fakeFeed(initial: Post[], dependsOn: Record<string, string[]> = {}) {
  const posts = new Map(initial.map((p) => [p.id, p]));
  const reads: string[][] = [];
  const changes = new Map<string, number>();
  let failing = false;
  const feed: PostFeed = {
    async refs() {
      if (failing) throw new Error('CMS down');
      return [...posts.values()].map((p): PostRef => ({
        id: p.id,
        slug: p.slug,
        publishedDate: p.publishedDate,
        updatedAt: p.updatedAt,
        noindex: p.noindex,
        dependsOn: dependsOn[p.id] ?? [],
      }));
    },
    async posts(_locale, ids) {
      if (failing) throw new Error('CMS down');
      reads.push([...ids]);
      return ids.flatMap((id) => posts.get(id) ?? []);
    },
    changedSince(entryIds, since) {
      return entryIds.some((id) => (changes.get(id) ?? -1) >= since);
    },
  };
  return {
    feed,
    posts,
    reads,
    fail: (value: boolean) => {
      failing = value;
    },
    change: (entryId: string, at: number) => changes.set(entryId, at),
  };
}

const paths = (index: LanguageIndex, query: string) => index.search(query).hits.map((h) => h.path);

describe('PostSync', () => {
  let clock = 1_000_000;
  const now = () => clock;
  beforeEach(() => {
    clock += 10 * retryAfterFailureMs;
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('indexes every indexable post once, then reads only what changed, was added or removed', async () => {
    const cms = fakeFeed([
      post('a', 'Payroll deadlines', '1'),
      post('b', 'Closing the books', '1'),
      post('hidden', 'Payroll secrets', '1', { noindex: true }),
    ]);
    const index = new LanguageIndex('en');
    const sync = new PostSync(index, cms.feed, now);
    await sync.sync();
    expect(cms.reads).toEqual([['a', 'b']]);
    expect(paths(index, 'payroll')).toEqual(['/news/a']);
    expect(index.search('payroll').hits[0]?.date).toBe('2026-03-01');
    expect(paths(index, 'maja')).toEqual(['/news/a', '/news/b']);

    await sync.sync();
    expect(cms.reads).toHaveLength(1);

    cms.posts.set('b', post('b', 'Closing the books in payroll', '2'));
    cms.posts.set('c', post('c', 'Payroll in Norway', '1'));
    cms.posts.delete('a');
    await sync.sync();
    expect(cms.reads.at(-1)?.sort()).toEqual(['b', 'c']);
    expect(paths(index, 'payroll').sort()).toEqual(['/news/b', '/news/c']);
    expect(sync.held).toBe(2);
  });

  it('keeps what it had while the CMS fails, and catches up after', async () => {
    const cms = fakeFeed([post('a', 'Payroll deadlines', '1')]);
    const index = new LanguageIndex('en');
    const sync = new PostSync(index, cms.feed, now);
    expect(sync.inLine).toBe(false);
    await sync.sync();
    expect(sync.inLine).toBe(true);
    cms.fail(true);
    await sync.sync();
    expect(paths(index, 'payroll')).toEqual(['/news/a']);
    // Its answers may not be kept by a cache now (app/api/search).
    expect(sync.inLine).toBe(false);

    // The refs come back (from the cache) but the posts cannot be read: the old text stays.
    cms.fail(false);
    cms.posts.set('a', post('a', 'Invoice deadlines', '2'));
    const read = cms.feed.posts;
    cms.feed.posts = async () => {
      throw new Error('CMS down');
    };
    await sync.sync();
    expect(paths(index, 'payroll')).toEqual(['/news/a']);
    expect(sync.inLine).toBe(false);
    cms.feed.posts = read;
    await sync.sync();
    // Left alone for a while after a failure.
    expect(paths(index, 'invoice')).toEqual([]);
    expect(sync.inLine).toBe(false);
    clock += retryAfterFailureMs;
    await sync.sync();
    expect(paths(index, 'invoice')).toEqual(['/news/a']);
    expect(paths(index, 'payroll')).toEqual([]);
    expect(sync.inLine).toBe(true);
  });

  it('reads a post again when an entry it shows changed, though the post did not (an author renamed)', async () => {
    const cms = fakeFeed([post('a', 'Payroll deadlines', '1'), post('b', 'Closing', '1')], {
      a: ['authorMaja', 'imageA', 'b'],
      b: ['authorJonas'],
    });
    const index = new LanguageIndex('en');
    const sync = new PostSync(index, cms.feed, now);
    await sync.sync();
    cms.posts.set('a', post('a', 'Payroll deadlines', '1', { author: { name: 'Maja Berg' } }));
    await sync.sync();
    // Nothing says so yet: the post's own version is the same.
    expect(paths(index, 'berg')).toEqual([]);
    clock += 1;
    cms.change('authorMaja', clock);
    clock += 1;
    await sync.sync();
    expect(cms.reads.at(-1)).toEqual(['a']);
    expect(paths(index, 'berg')).toEqual(['/news/a']);
    // Read once for the change, not again.
    await sync.sync();
    expect(cms.reads).toHaveLength(2);
    // A related post is not part of the post that links it: its change reads it alone.
    cms.posts.set('b', post('b', 'Closing', '2'));
    cms.change('b', clock);
    clock += 1;
    await sync.sync();
    expect(cms.reads.at(-1)).toEqual(['b']);
  });

  it('catches up by itself after starting while the CMS was down, trying less often', async () => {
    const cms = fakeFeed([post('a', 'Payroll deadlines', '1')]);
    const index = new LanguageIndex('en');
    const sync = new PostSync(index, cms.feed, now);
    cms.fail(true);
    const waits: number[] = [];
    await sync.catchUp(cms.feed, async (ms) => {
      waits.push(ms);
      clock += ms;
      // The CMS answers again after the fifth try.
      if (waits.length === 4) cms.fail(false);
    });
    expect(waits).toEqual([
      retryAfterFailureMs,
      2 * retryAfterFailureMs,
      4 * retryAfterFailureMs,
      Math.min(8 * retryAfterFailureMs, longestRetryMs),
    ]);
    expect(sync.inLine).toBe(true);
    expect(paths(index, 'payroll')).toEqual(['/news/a']);
  });

  it('catches up on its own timer', async () => {
    const cms = fakeFeed([post('a', 'Payroll deadlines', '1')]);
    const index = new LanguageIndex('en');
    const sync = new PostSync(index, cms.feed, now);
    cms.fail(true);
    jest.useFakeTimers();
    try {
      const caughtUp = sync.catchUp();
      await jest.advanceTimersByTimeAsync(retryAfterFailureMs);
      expect(paths(index, 'payroll')).toEqual([]);
      cms.fail(false);
      clock += 3 * retryAfterFailureMs;
      await jest.advanceTimersByTimeAsync(2 * retryAfterFailureMs);
      await caughtUp;
      expect(paths(index, 'payroll')).toEqual(['/news/a']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shares one run between concurrent searches', async () => {
    const cms = fakeFeed([post('a', 'Payroll deadlines', '1')]);
    const sync = new PostSync(new LanguageIndex('en'), cms.feed, now);
    await Promise.all([sync.sync(), sync.sync(), sync.sync()]);
    expect(cms.reads).toHaveLength(1);
  });

  it('reads ahead from another feed, and a search that comes meanwhile waits for that read', async () => {
    const start = fakeFeed([post('a', 'Payroll deadlines', '1')]);
    const cached = fakeFeed([post('a', 'Payroll deadlines', '1')]);
    const index = new LanguageIndex('en');
    const sync = new PostSync(index, cached.feed, now);
    const ahead = sync.sync(start.feed);
    await sync.sync();
    await ahead;
    expect(start.reads).toEqual([['a']]);
    // The cached refs name the same versions: nothing is read twice.
    expect(cached.reads).toEqual([]);
    expect(paths(index, 'payroll')).toEqual(['/news/a']);
  });

  it('puts Swedish posts under /sv', async () => {
    const cms = fakeFeed([post('a', 'Lönerna i Norden', '1')]);
    const index = new LanguageIndex('sv');
    await new PostSync(index, cms.feed, now).sync();
    expect(paths(index, 'lön')).toEqual(['/sv/news/a']);
  });
});

describe("the site's feed", () => {
  afterEach(() => tagsManifest.clear());

  it('hears of an author changed on any instance by the tag the webhook marks stale', () => {
    const { contentType, id } = { contentType: contentTypes.author, id: 'authorMaja' };
    // What a verified webhook marks for an author: its entry tag among them.
    expect(tagsFor({ entity: 'Entry', id, contentType })).toContain(newsTags.entry(id));
    tagsManifest.set(newsTags.entry(id), { stale: 2_000 });
    expect(entriesChangedSince(['imageA', id], 1_000)).toBe(true);
    expect(entriesChangedSince(['imageA', id], 2_001)).toBe(false);
    expect(entriesChangedSince(['authorJonas'], 1_000)).toBe(false);
  });
});
