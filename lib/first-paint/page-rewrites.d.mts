/** Types for page-rewrites.mjs (plain JavaScript: the cache handlers load it unbundled). */
export function createPageRewriter(
  distDir: string,
  env?: Record<string, string | undefined>,
): (html: string) => string;
