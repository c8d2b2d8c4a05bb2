/**
 * Purges the cache tier in front (deploy/varnish/default.vcl) by surrogate key: every cache
 * named in CACHE_PURGE_URLS, with CACHE_PURGE_TOKEN. The webhook and `npm run cache:purge` (after
 * a deployment) share it.
 */
import { isTimeout, messageOf } from '../error-message.ts';

export type EdgePurgeConfig = { urls: URL[]; token: string };
export type EdgePurgeResult = { cache: string; ok: boolean; attempts: number; error?: string };

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
export function edgePurgeConfig(
  env: Record<string, string | undefined> = process.env,
): EdgePurgeConfig | null {
  const list = env.CACHE_PURGE_URLS?.trim();
  if (!list) return null;
  const urls = list.split(',').map((raw) => {
    let url: URL | null;
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One PURGE request; resolves to Varnish's answer line, rejects on any failure. */
/** A purge a setting makes fail, which asking again does not change. */
class FinalError extends Error {}

async function purgeOnce(url: URL, token: string, keys: string[], soft: boolean): Promise<string> {
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
    // 400, 401, 403, 503 from the VCL: a setting is wrong; asking again changes nothing.
    const final = response.status < 500 || response.status === 503;
    throw new (final ? FinalError : Error)(`${response.status} ${text}`);
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
  keys: string[],
  {
    config = edgePurgeConfig(),
    soft = true,
    delaysMs = retryDelaysMs,
    log = console,
  }: {
    config?: EdgePurgeConfig | null;
    soft?: boolean;
    delaysMs?: number[];
    log?: Pick<Console, 'error'>;
  } = {},
): Promise<EdgePurgeResult[]> {
  const unique = [...new Set(keys)];
  if (!config || unique.length === 0) return [];
  const batches: string[][] = [];
  for (let i = 0; i < unique.length; i += keysPerRequest) {
    batches.push(unique.slice(i, i + keysPerRequest));
  }
  return Promise.all(
    config.urls.map(async (url): Promise<EdgePurgeResult> => {
      const cache = url.origin;
      for (let attempt = 0; ; attempt++) {
        try {
          for (const batch of batches) await purgeOnce(url, config.token, batch, soft);
          return { cache, ok: true, attempts: attempt + 1 };
        } catch (error) {
          const reason = isTimeout(error) ? 'timed out' : messageOf(error);
          const delay = error instanceof FinalError ? undefined : delaysMs[attempt];
          const retry = delay !== undefined;
          log.error(
            `[edge-purge] ${cache} failed (${reason}); ${retry ? `retrying in ${delay} ms` : 'giving up'}. Keys: ${unique.join(' ')}`,
          );
          if (!retry) return { cache, ok: false, attempts: attempt + 1, error: reason };
          await sleep(delay);
        }
      }
    }),
  );
}
