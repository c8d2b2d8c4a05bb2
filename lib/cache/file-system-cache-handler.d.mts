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
