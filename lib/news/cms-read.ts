/**
 * CMS reads for Next's data cache that an editor's change can overtake.
 *
 * A webhook marks a post's tags stale while a refresh of that post is under way: the refresh's
 * answer may be from before the change, and Next, storing it after the webhook, keeps it as
 * current until the next refresh (an hour). The longest such read is a refresh that began
 * during a CMS outage and kept retrying until the CMS was back. So a read whose tags were
 * invalidated while it ran is made again.
 */
import { tagsManifest } from '@/lib/next-internals/tags-manifest';

/** A read that changes keep overtaking is made at most this many times in all. */
export const maxReads = 3;

/**
 * True when one of `tags` was marked stale or expired at or after `since` (ms since the epoch;
 * the same millisecond counts, as it cannot tell which came first) in Next's tags manifest: by a
 * webhook on this instance, or on another through the Redis handler.
 */
export function invalidatedSince(tags: readonly string[], since: number, now = Date.now()) {
  return tags.some((tag) => {
    const state = tagsManifest.get(tag);
    if (!state) return false;
    if ((state.stale ?? 0) >= since) return true;
    return state.expired !== undefined && state.expired >= since && state.expired <= now;
  });
}

/**
 * `load`, stored by Next under `tags`, made again when one of them is invalidated while it
 * runs. `onFailure` hears of every failed read before its error is thrown.
 */
export function cmsRead<A extends unknown[], T>(
  tags: readonly string[],
  load: (...args: A) => Promise<T>,
  onFailure: () => void = () => {},
) {
  return async (...args: A): Promise<T> => {
    for (let read = 1; ; read++) {
      const startedAt = Date.now();
      let result: T;
      try {
        result = await load(...args);
      } catch (error) {
        onFailure();
        throw error;
      }
      if (read === maxReads || !invalidatedSince(tags, startedAt)) return result;
    }
  };
}
