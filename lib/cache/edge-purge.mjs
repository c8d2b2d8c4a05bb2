/**
 * Purges the cache tier in front (deploy/varnish/default.vcl) by surrogate key: every cache
 * named in CACHE_PURGE_URLS, with CACHE_PURGE_TOKEN. Plain JavaScript, so that the webhook and
 * `npm run cache:purge` (after a deployment) share it.
 */

/** How long one purge request may take before it counts as failed. */
const requestTimeoutMs = 2_000;
/** Waits before each retry of a cache that failed: about half a minute in all. */
const retryDelaysMs = [1_000, 2_000, 4_000, 8_000, 16_000];
/** Keys per request, well within Varnish's 8 kB header limit. */
const keysPerRequest = 100;
const minTokenLength = 32;

/**
 * The caches to purge, from the environment, or null when none is named. Throws with a
 * message that names the variable when the settings are unusable.
 */
export function edgePurgeConfig(env = process.env) {
  const list = env.CACHE_PURGE_URLS?.trim();
  if (!list) return null;
  const urls = list.split(',').map((raw) => {
    let url;
    try {
      url = new URL(raw.trim());
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(
        `CACHE_PURGE_URLS must be comma-separated http(s) base URLs (one per Varnish), such as http://10.0.0.9:6081; got "${raw.trim()}".`,
      );
    }
    return new URL('/', url);
  });
  const token = env.CACHE_PURGE_TOKEN?.trim() ?? '';
  if (token.length < minTokenLength || /\s/.test(token)) {
    throw new Error(
      `CACHE_PURGE_TOKEN must be set, at least ${minTokenLength} characters without spaces, when CACHE_PURGE_URLS is (the same value varnishd is started with).`,
    );
  }
  return { urls, token };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One PURGE request; resolves to Varnish's answer line, rejects on any failure. */
async function purgeOnce(url, token, keys, soft) {
  const response = await fetch(url, {
    method: 'PURGE',
    headers: {
      authorization: `Bearer ${token}`,
      [soft ? 'xkey-softpurge' : 'xkey-purge']: keys.join(' '),
    },
    signal: AbortSignal.timeout(requestTimeoutMs),
  });
  const text = (await response.text()).trim();
  if (response.status !== 200) {
    const error = new Error(`${response.status} ${text}`);
    // 400, 401, 403, 503 from the VCL: a setting is wrong; asking again changes nothing.
    error.final = response.status < 500 || response.status === 503;
    throw error;
  }
  return text;
}

/**
 * Purges `keys` at every cache of `config`, softly by default (the previous page is served at
 * once while the new one is fetched). A cache that fails is logged and asked again after
 * `retryDelaysMs`; the promise resolves when every cache has answered or been given up, with
 * one result per cache. Never rejects.
 */
export async function purgeEdgeCaches(
  keys,
  { config = edgePurgeConfig(), soft = true, delaysMs = retryDelaysMs, log = console } = {},
) {
  const unique = [...new Set(keys)];
  if (!config || unique.length === 0) return [];
  const batches = [];
  for (let i = 0; i < unique.length; i += keysPerRequest) {
    batches.push(unique.slice(i, i + keysPerRequest));
  }
  return Promise.all(
    config.urls.map(async (url) => {
      const cache = url.origin;
      for (let attempt = 0; ; attempt++) {
        try {
          for (const batch of batches) await purgeOnce(url, config.token, batch, soft);
          return { cache, ok: true, attempts: attempt + 1 };
        } catch (error) {
          const reason = error?.name === 'TimeoutError' ? 'timed out' : (error?.message ?? error);
          const retry = !error?.final && attempt < delaysMs.length;
          log.error(
            `[edge-purge] ${cache} failed (${reason}); ${retry ? `retrying in ${delaysMs[attempt]} ms` : 'giving up'}. Keys: ${unique.join(' ')}`,
          );
          if (!retry) return { cache, ok: false, attempts: attempt + 1, error: String(reason) };
          await sleep(delaysMs[attempt]);
        }
      }
    }),
  );
}
