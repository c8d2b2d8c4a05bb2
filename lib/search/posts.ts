/**
 * Keeps the posts of one language's index as the news layer has them, without reading every
 * post again: the index of published posts (ids, update times, noindex) is Next's cached read,
 * shared by every instance through Redis and marked stale by the webhook; what changed against
 * what this instance holds is read again, in batches, and nothing else. When the CMS fails,
 * the index keeps what it had.
 */
import type { Locale } from '@/lib/i18n';
import type { Post, PostRef } from '@/lib/news';
import type { LanguageIndex } from './engine';
import { postDocument, postDocumentId } from './post-documents';

/** Where the posts come from: the news layer in the site, a fake in tests. */
export type PostFeed = {
  /** Every published post of the language, as cached (stale-while-revalidate). */
  refs(locale: Locale): Promise<PostRef[]>;
  /** The given posts, read now. */
  posts(locale: Locale, ids: string[]): Promise<Post[]>;
  /**
   * True when one of these entries (a post's author, SEO entry, images: its `dependsOn`) has
   * changed since `since` (ms): a change that leaves the post's own `updatedAt` as it was.
   */
  changedSince(entryIds: readonly string[], since: number): boolean;
};

/** After a failed read, the CMS is left alone this long (searches answer from what is held). */
export const retryAfterFailureMs = 15_000;
/** The longest wait between two tries of `catchUp`. */
export const longestRetryMs = 120_000;

/** What is held of a post: the version of the ref its text was read for, and when. */
type Held = { updatedAt: string; readAt: number };

export class PostSync {
  /** Entry id → the version its held text was read for. */
  private readonly versions = new Map<string, Held>();
  private running: Promise<void> | undefined;
  private failedAt = 0;
  private current = false;

  private readonly index: LanguageIndex;
  private readonly feed: PostFeed;
  private readonly now: () => number;

  constructor(index: LanguageIndex, feed: PostFeed, now = () => Date.now()) {
    this.index = index;
    this.feed = feed;
    this.now = now;
  }

  get held(): number {
    return this.versions.size;
  }

  /**
   * True when the last run brought the index in line with every published post it was told
   * of; false before the first run and after one that could not read the CMS, when the index
   * answers from what it held.
   */
  get inLine(): boolean {
    return this.current;
  }

  /**
   * Brings the index in line now and, while the CMS cannot be read, tries again by itself (15 s,
   * then twice as long each time, two minutes at most) until it is: an instance that started
   * during an outage holds the posts soon after the CMS answers, without waiting for a search.
   * `wait` is the timer (tests give their own); the returned promise settles once in line.
   */
  async catchUp(
    feed: PostFeed = this.feed,
    wait: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms).unref()),
  ): Promise<void> {
    let delay = retryAfterFailureMs;
    for (;;) {
      await this.sync(feed);
      if (this.current) return;
      await wait(delay);
      delay = Math.min(2 * delay, longestRetryMs);
    }
  }

  /**
   * Brings the index in line with the published posts; concurrent callers share one run.
   * `feed` is where this run reads them, the instance's own feed unless given.
   */
  sync(feed: PostFeed = this.feed): Promise<void> {
    this.running ??= this.run(feed).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(feed: PostFeed): Promise<void> {
    const locale = this.index.locale;
    let refs: PostRef[];
    this.current = false;
    try {
      refs = await feed.refs(locale);
    } catch (error) {
      console.error(`[search] posts kept as they were in "${locale}": ${(error as Error).message}`);
      return;
    }
    const wanted = new Map(refs.filter((ref) => !ref.noindex).map((ref) => [ref.id, ref]));
    for (const id of this.versions.keys()) {
      if (wanted.has(id)) continue;
      this.index.remove(postDocumentId(id));
      this.versions.delete(id);
    }
    // New, republished, or showing an entry changed since it was read (an author renamed). A
    // related post it links is not read into it: that post's own change is not its.
    const shown = (ref: PostRef) => ref.dependsOn.filter((id) => !wanted.has(id));
    const changed = [...wanted.values()].filter((ref) => {
      const held = this.versions.get(ref.id);
      if (held?.updatedAt !== ref.updatedAt) return true;
      const entries = shown(ref);
      return entries.length > 0 && feed.changedSince(entries, held.readAt);
    });
    if (changed.length === 0) {
      this.current = true;
      return;
    }
    if (this.now() - this.failedAt < retryAfterFailureMs) return;
    const readAt = this.now();
    let posts: Post[];
    try {
      posts = await feed.posts(
        locale,
        changed.map((ref) => ref.id),
      );
    } catch (error) {
      this.failedAt = this.now();
      console.error(
        `[search] ${changed.length} changed posts not read in "${locale}": ${(error as Error).message}`,
      );
      return;
    }
    const read = new Map(posts.map((post) => [post.id, post]));
    for (const ref of changed) {
      const post = read.get(ref.id);
      // Read straight from the CMS, so at least as new as the (cached) ref it was asked for.
      if (post && !post.noindex) this.index.put(postDocument(post, locale));
      else this.index.remove(postDocumentId(ref.id));
      this.versions.set(ref.id, { updatedAt: ref.updatedAt, readAt });
    }
    this.current = true;
  }
}
