/** Types for file-system-cache-handler.mjs: Next's file-system cache with the site's changes. */
export default class FileSystemCacheHandler {
  constructor(ctx: {
    fs: unknown;
    flushToDisk?: boolean;
    serverDistDir: string;
    revalidatedTags: string[];
    maxMemoryCacheSize?: number;
  });
  get(key: string, ctx: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx: unknown): Promise<void>;
}

/** A page's or a route handler's 404, as Next hands it to a cache handler. */
export function isNotFoundAnswer(data: unknown): boolean;
