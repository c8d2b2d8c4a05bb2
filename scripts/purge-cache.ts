/**
 * Purges the cache tier in front (docs/deploying.md) at every cache of CACHE_PURGE_URLS.
 *
 *   npm run cache:purge                       every page, at once: after each deployment
 *   npm run cache:purge -- news:list ...      these keys, softly (served stale while refetched)
 *   npm run cache:purge -- --hard news:list   these keys, at once
 *
 * Exits 1 when a cache could not be purged (after its retries) or nothing is configured.
 */
import { edgePurgeConfig, purgeEdgeCaches } from '../lib/cache/edge-purge.ts';
import { siteKey } from '../lib/cache/surrogate-keys.ts';

const args = process.argv.slice(2);
const keys = args.filter((arg) => !arg.startsWith('--'));
const soft = keys.length > 0 && !args.includes('--hard');

const config = edgePurgeConfig();
if (!config) {
  console.error('CACHE_PURGE_URLS is not set: there is no cache to purge.');
  process.exit(1);
}
const purged = keys.length > 0 ? keys : [siteKey];
const results = await purgeEdgeCaches(purged, { config, soft });
for (const result of results) {
  console.log(
    `${result.cache}: ${result.ok ? `${soft ? 'soft-' : ''}purged ${purged.join(' ')}` : `FAILED (${result.error})`}`,
  );
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
