import type { NewsSource } from './types';

/**
 * Stale-if-error for the published source: every successful answer is remembered, and when the
 * CMS fails the last good answer is served instead (the failure is logged). Right after a
 * webhook Next re-renders a page on its next visit; without this, a CMS outage at that moment
 * would turn a good page into an error page. With nothing remembered (a fresh process, a
 * build) the failure still throws: a build fails loudly and a first render shows the error
 * boundary, which Next does not cache.
 */
export function withLastGood(
  source: NewsSource,
  memory = new Map<string, unknown>(),
  maxEntries = 500,
): NewsSource {
  async function remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    try {
      const value = await load();
      // Bounded, least recently stored first out: requests for made-up slugs cannot grow it.
      memory.delete(key);
      memory.set(key, value);
      if (memory.size > maxEntries) memory.delete(memory.keys().next().value as string);
      return value;
    } catch (error) {
      if (!memory.has(key)) throw error;
      console.error(`News source failed; serving the last good answer for ${key}`, error);
      return memory.get(key) as T;
    }
  }
  return {
    listPosts: () => remember('listPosts', () => source.listPosts()),
    getPost: (slug) => remember(`getPost:${slug}`, () => source.getPost(slug)),
  };
}
