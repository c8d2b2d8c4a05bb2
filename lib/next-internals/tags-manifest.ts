/**
 * Next's tags manifest: the one map, per server process, of when each cache tag was last marked
 * stale or expired. Next's server reads it to judge a cached entry; the Redis cache handler
 * writes other instances' invalidations into it, and lib/news/cms-read.ts reads it. A named
 * import of this CommonJS module gives the very instance Next's server `require`s, bundled or
 * not (Next keeps `*.external.js` modules out of its bundles).
 */
export {
  tagsManifest,
  type TagManifestEntry,
} from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
