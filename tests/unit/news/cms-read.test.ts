/** @jest-environment node */
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { cmsRead, invalidatedSince, maxReads } from '@/lib/news/cms-read';

// Next's own tags manifest, as its file-system cache and our Redis handler fill it.
afterEach(() => tagsManifest.clear());

/** The CMS's answer takes a moment to come back. */
const answerLater = () => new Promise((resolve) => setTimeout(resolve, 5));

/** What a webhook does to a tag: revalidateTag(tag, 'max') marks it stale now. */
const webhook = (tag: string, at = Date.now()) => tagsManifest.set(tag, { stale: at });

describe('a CMS read that a change overtakes', () => {
  it('is made again when one of its tags is invalidated while it runs', async () => {
    let calls = 0;
    const read = cmsRead(['news:entry:a'], async () => {
      calls += 1;
      if (calls === 1) webhook('news:entry:a');
      await answerLater();
      return `answer ${calls}`;
    });
    await expect(read()).resolves.toBe('answer 2');
    expect(calls).toBe(2);
  });

  it('is made once when nothing of it changes meanwhile', async () => {
    webhook('news:entry:a', Date.now() - 1); // before the read: the answer has the change
    const load = jest.fn(async (id: string) => {
      webhook('news:entry:b'); // someone else's post
      return id;
    });
    await expect(cmsRead(['news:entry:a'], load)('a')).resolves.toBe('a');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it(`stops after ${maxReads} reads when changes keep coming`, async () => {
    let calls = 0;
    const read = cmsRead(['news:index'], async () => {
      calls += 1;
      webhook('news:index');
      return calls;
    });
    await expect(read()).resolves.toBe(maxReads);
    expect(calls).toBe(maxReads);
  });

  it('tells of a failure and throws it, without reading again', async () => {
    const onFailure = jest.fn();
    const load = jest.fn(async () => {
      webhook('news:index');
      throw new Error('CMS down');
    });
    await expect(cmsRead(['news:index'], load, onFailure)()).rejects.toThrow('CMS down');
    expect(load).toHaveBeenCalledTimes(1);
    expect(onFailure).toHaveBeenCalledTimes(1);
  });
});

describe('invalidatedSince', () => {
  it('counts a tag marked stale or expired from the moment on, and only those', () => {
    tagsManifest.set('stale-after', { stale: 2_000 });
    tagsManifest.set('stale-same-millisecond', { stale: 1_000 });
    tagsManifest.set('stale-before', { stale: 500 });
    tagsManifest.set('expired-after', { expired: 2_000 });
    expect(invalidatedSince(['stale-after'], 1_000, 3_000)).toBe(true);
    expect(invalidatedSince(['stale-same-millisecond'], 1_000, 3_000)).toBe(true);
    expect(invalidatedSince(['stale-before'], 1_000, 3_000)).toBe(false);
    expect(invalidatedSince(['expired-after'], 1_000, 3_000)).toBe(true);
    expect(invalidatedSince(['unknown', 'stale-before'], 1_000, 3_000)).toBe(false);
  });

  it("does not count an expiry still to come (revalidateTag(tag, 'max') sets one far ahead)", () => {
    tagsManifest.set('news:list', { expired: 10_000 });
    expect(invalidatedSince(['news:list'], 1_000, 3_000)).toBe(false);
  });
});
