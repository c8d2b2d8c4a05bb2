/**
 * Next's cacheHandler for several `next start` instances sharing one Redis (wired in
 * next.config.ts when REDIS_URL is set). Pages, route responses and unstable_cache/fetch data
 * live in Redis; so do tag invalidations, which reach every instance at once over pub/sub (and
 * by a one-second poll, should a message be lost).
 *
 * Each instance keeps a local copy: Next's own file-system cache (which holds the build's
 * pre-rendered pages) plus the entries it last read or wrote. When Redis is down or slow, every
 * request is answered from that copy; no request waits on Redis longer than REDIS_TIMEOUT_MS.
 * When Redis answers again the instance pushes the tag invalidations it made meanwhile, reads the
 * ones it missed, and writes its newer copies back as they are requested.
 *
 * Tag state is kept in Next's own tags manifest, so Next judges an entry fresh, stale
 * (revalidateTag(tag, 'max'): served once more while it re-renders) or expired (revalidatePath,
 * revalidateTag without a profile) exactly as it does with one instance.
 *
 * Keys: `<prefix>entry:<build>:<cache key>` (one build never reads another's pages) and its
 * `<prefix>version:…` (the entry's time, so an unchanged entry is not fetched again),
 * `<prefix>tag:<tag>` and the sorted set `<prefix>tags` (tag -> time of change). Every key has a
 * TTL, so made-up tags cannot grow Redis without bound; made-up addresses write nothing (`set`).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@redis/client';
import { type Env, positiveNumber } from '../env-number.ts';
import { messageOf } from '../error-message.ts';
import { isNotFoundAnswer } from '../next-internals/cache-entries.ts';
import {
  type CacheEntry,
  type CacheValue,
  FileSystemCache,
  type GetContext,
  type NextGetContext,
  type NextSetContext,
  type SetContext,
} from '../next-internals/cache-handler.ts';
import { type TagManifestEntry, tagsManifest } from '../next-internals/tags-manifest.ts';
import { createCachedPageRewriter, withOwnPolicy } from './cached-pages.ts';

const DAY = 24 * 60 * 60;

export type RedisCacheSettings = ReturnType<typeof redisCacheSettings>;

/** Settings, read once from the environment. */
export function redisCacheSettings(env: Env = process.env) {
  const number = (name: string, fallback: number) => positiveNumber(env, name, fallback);
  if (!env.REDIS_URL) throw new Error('REDIS_URL is not set: the Redis cache handler needs it.');
  return {
    url: env.REDIS_URL,
    prefix: env.REDIS_KEY_PREFIX || 'solvik:',
    /** Longest a request waits on Redis (a command; the first requests, the first connection). */
    timeoutMs: number('REDIS_TIMEOUT_MS', 500),
    /** Upper bound of every key's TTL. */
    maxTtlSeconds: number('REDIS_MAX_TTL_SECONDS', 14 * DAY),
    /** TTL of 404 answers (an unpublished post): short, they are cheap to render again. */
    notFoundTtlSeconds: 5 * 60,
    /** How often tag changes are polled (pub/sub delivers them sooner). */
    pollMs: 1000,
    /** Redis failures are logged at most once per this interval. */
    logIntervalMs: 30_000,
    /** Bytes of entries kept in memory as this instance's copy. */
    localBytes: 64 * 1024 * 1024,
  };
}

// ---- Serialisation: entries hold Buffers (RSC payloads, route bodies) and Maps (segments).

const BUFFER = '$$buffer';
const MAP = '$$map';

export function serializeEntry(entry: unknown): string {
  return JSON.stringify(entry, function replace(this: Record<string, unknown>, key, value) {
    const raw = this[key];
    if (raw instanceof Uint8Array) {
      return {
        [BUFFER]: Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64'),
      };
    }
    if (raw instanceof Map) return { [MAP]: [...raw] };
    return value;
  });
}

export function deserializeEntry(text: string): unknown {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (typeof value[BUFFER] === 'string') return Buffer.from(value[BUFFER], 'base64');
      if (Array.isArray(value[MAP])) return new Map(value[MAP]);
    }
    return value;
  });
}

/**
 * Seconds an entry stays in Redis: its own lifetime, 404s (which replace an entry) briefly,
 * never above the cap.
 */
export function entryTtlSeconds(
  entry: Pick<CacheEntry, 'value' | 'cacheControl'>,
  settings: Pick<RedisCacheSettings, 'maxTtlSeconds' | 'notFoundTtlSeconds'>,
): number {
  const value = entry.value;
  let ttl = settings.maxTtlSeconds;
  if (!value || ('status' in value && value.status === 404)) ttl = settings.notFoundTtlSeconds;
  else if (typeof entry.cacheControl?.expire === 'number') ttl = entry.cacheControl.expire;
  return Math.max(1, Math.min(Math.ceil(ttl), settings.maxTtlSeconds));
}

// ---- One shared state per process: Next creates a handler object per request.

type HandlerContext = ConstructorParameters<typeof FileSystemCache>[0];
type Shared = ReturnType<typeof createShared>;

let shared: Shared | undefined;

function sharedState(ctx: HandlerContext): Shared {
  if (!shared) shared = createShared(ctx, redisCacheSettings());
  return shared;
}

/** A tag's state as written to Redis: Next's, and when it changed (`at`). */
type TagRecord = TagManifestEntry & { at: number };

function createShared(ctx: HandlerContext, settings: RedisCacheSettings) {
  const origin = randomUUID();
  const build = buildIdentity(path.join(ctx.serverDistDir, '..'));
  const keys = {
    entry: (key: string) => `${settings.prefix}entry:${build}:${key}`,
    /** The entry's lastModified: a copy this instance holds is checked without fetching it. */
    version: (key: string) => `${settings.prefix}version:${build}:${key}`,
    tag: (tag: string) => `${settings.prefix}tag:${tag}`,
    tagLog: `${settings.prefix}tags`,
    channel: `${settings.prefix}tag-changes`,
  };
  const local = new LocalCopies(settings.localBytes);
  const files = new FileSystemCache(ctx);
  const rewritePage = createCachedPageRewriter(path.join(ctx.serverDistDir, '..'));
  /** Tag changes made here while Redis was away, written when it is back. */
  const pendingTags = new Map<string, TagRecord>();
  /** When each tag's state last changed, as far as this process knows. */
  const tagTimes = new Map<string, number>();
  let lastLog = 0;
  let wasDown = false;
  let pollFrom = 0;

  const clientOptions = {
    url: settings.url,
    // A command for a Redis that is not connected fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    commandOptions: { timeout: settings.timeoutMs },
    socket: {
      // Requests never wait on a connection being made (see ready()), so this may be longer.
      connectTimeout: Math.max(settings.timeoutMs, 2000),
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000),
    },
  };
  const client = createClient(clientOptions);
  const subscriber = createClient({ ...clientOptions, commandOptions: undefined });
  // The server keeps the process alive; the cache's connections alone must not.
  client.unref();
  subscriber.unref();

  function failed(error: unknown) {
    wasDown = true;
    const now = Date.now();
    if (now - lastLog < settings.logIntervalMs) return;
    lastLog = now;
    console.error(
      `[redis-cache] Redis at ${redactUrl(settings.url)} failed (${messageOf(error)}); ` +
        'serving this instance’s copies until it is back.',
    );
  }
  client.on('error', failed);
  subscriber.on('error', failed);
  client.on('ready', () => {
    if (wasDown) console.info('[redis-cache] Redis is back; catching up on tags.');
    wasDown = false;
    pollFrom = 0;
    void flushPendingTags().then(pollTags);
  });

  function applyTag(tag: string, record: Partial<TagRecord> | null | undefined) {
    if (!record || typeof record.at !== 'number') return;
    if ((tagTimes.get(tag) ?? 0) >= record.at) return;
    tagTimes.set(tag, record.at);
    const state: TagManifestEntry = {};
    if (typeof record.stale === 'number') state.stale = record.stale;
    if (typeof record.expired === 'number') state.expired = record.expired;
    tagsManifest.set(tag, state);
  }

  async function writeTags(records: [string, TagRecord][]) {
    const now = Date.now();
    const ttl = settings.maxTtlSeconds;
    const multi = client.multi();
    for (const [tag, record] of records) {
      multi.set(keys.tag(tag), JSON.stringify(record), { expiration: { type: 'EX', value: ttl } });
      multi.zAdd(keys.tagLog, { score: record.at, value: tag });
    }
    // The log forgets tags whose records have expired; no entry older than them is left.
    multi.zRemRangeByScore(keys.tagLog, '-inf', now - ttl * 1000);
    multi.expire(keys.tagLog, ttl);
    multi.publish(keys.channel, JSON.stringify({ origin, tags: Object.fromEntries(records) }));
    await multi.exec();
  }

  async function flushPendingTags() {
    if (pendingTags.size === 0) return;
    const records = [...pendingTags];
    pendingTags.clear();
    try {
      await writeTags(records);
    } catch (error) {
      for (const [tag, record] of records) if (!pendingTags.has(tag)) pendingTags.set(tag, record);
      failed(error);
    }
  }

  /** Reads tag changes since the last poll (all of them after a (re)connect). */
  async function pollTags() {
    if (!client.isReady) return;
    try {
      // Overlap the window a little: instances' clocks are not exactly equal.
      const since = Math.max(0, pollFrom - 10_000);
      const changed = await client.zRangeByScoreWithScores(keys.tagLog, since, '+inf');
      if (changed.length > 0) {
        const tags = changed.map(({ value }) => value);
        const records = await client.mGet(tags.map(keys.tag));
        tags.forEach((tag, index) => applyTag(tag, parseRecord<TagRecord>(records[index])));
        pollFrom = Math.max(pollFrom, ...changed.map(({ score }) => score));
      }
    } catch (error) {
      failed(error);
    }
  }

  let subscribed = false;
  subscriber.on('ready', () => {
    if (subscribed) return; // the client subscribes again by itself after a reconnect
    subscriber
      .subscribe(keys.channel, (message) => {
        const update = parseRecord<{ origin?: string; tags?: Record<string, TagRecord> }>(message);
        if (!update || update.origin === origin) return;
        for (const [tag, record] of Object.entries(update.tags ?? {})) applyTag(tag, record);
      })
      .then(() => (subscribed = true), failed);
  });
  // Connecting retries by itself (reconnectStrategy) until Redis answers.
  client.connect().catch(failed);
  subscriber.connect().catch(failed);
  const started = new Promise<void>((resolve) =>
    client.once('ready', () => void pollTags().then(resolve)),
  );
  let startWaited = false;
  const poll = setInterval(() => void pollTags(), settings.pollMs).unref();

  return {
    async close() {
      clearInterval(poll);
      await Promise.all([client, subscriber].map((redis) => redis.destroy()));
    },
    settings,
    keys,
    client,
    local,
    files,
    rewritePage,
    failed,
    /** The first requests wait (briefly) for the tag state, so a fresh instance is not stale. */
    async ready() {
      if (startWaited) return;
      await Promise.race([started, delay(settings.timeoutMs)]);
      startWaited = true;
    },
    async revalidateTags(tags: string[], durations?: { expire?: number }) {
      const now = Date.now();
      const records: [string, TagRecord][] = [];
      for (const tag of tags) {
        // The same state Next's file-system cache would record.
        const existing = tagsManifest.get(tag) ?? {};
        const state: TagManifestEntry = durations
          ? {
              ...existing,
              stale: now,
              ...(durations.expire !== undefined && { expired: now + durations.expire * 1000 }),
            }
          : { ...existing, expired: now };
        const record: TagRecord = { ...state, at: Math.max(now, (tagTimes.get(tag) ?? 0) + 1) };
        applyTag(tag, record);
        records.push([tag, record]);
      }
      if (!client.isReady) {
        for (const [tag, record] of records) pendingTags.set(tag, record);
        return;
      }
      try {
        await writeTags(records);
      } catch (error) {
        for (const [tag, record] of records) pendingTags.set(tag, record);
        failed(error);
      }
    },
  };
}

/**
 * The build's ID, plus its deployment ID when it has one (Next then keeps the build ID
 * constant across builds): pages of one build are never served by another.
 */
function buildIdentity(distDir: string): string {
  const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  let deploymentId: unknown;
  try {
    const serverFiles = readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8');
    deploymentId = JSON.parse(serverFiles).config?.deploymentId;
  } catch {
    // no deployment ID recorded
  }
  return deploymentId ? `${buildId}:${deploymentId}` : buildId;
}

/** Closes this process's Redis connections (a graceful shutdown; tests). */
export async function closeRedisCache(): Promise<void> {
  const closing = shared;
  shared = undefined;
  await closing?.close();
}

function parseRecord<Record>(text: unknown): Partial<Record> | null {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text) as Partial<Record>;
  } catch {
    return null;
  }
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

const UNCHANGED = Symbol('unchanged');

/** `promise`, or a rejection once `ms` have passed. */
function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** This instance's most recent entries (read from or written to Redis), least recent out first. */
class LocalCopies {
  maxBytes: number;
  bytes = 0;
  entries = new Map<string, { entry: CacheEntry; bytes: number }>();
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }
  get(key: string): CacheEntry | undefined {
    const item = this.entries.get(key);
    if (!item) return undefined;
    this.entries.delete(key);
    this.entries.set(key, item);
    return item.entry;
  }
  set(key: string, entry: CacheEntry, bytes: number) {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { entry, bytes });
    this.bytes += bytes;
    for (const [oldest, item] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= item.bytes;
    }
  }
  delete(key: string) {
    const item = this.entries.get(key);
    if (!item) return;
    this.entries.delete(key);
    this.bytes -= item.bytes;
  }
}

export default class RedisCacheHandler {
  shared: Shared;
  constructor(ctx: HandlerContext) {
    this.shared = sharedState(ctx);
  }

  /** The entry, its page rewritten for a fast first paint (cached-pages.ts). */
  async get(key: string, ctx: GetContext): Promise<CacheEntry | null> {
    return this.shared.rewritePage(await this.#get(key, ctx));
  }

  async #get(key: string, ctx: GetContext): Promise<CacheEntry | null> {
    const { client, local, files, failed, settings } = this.shared;
    await this.shared.ready();
    // What this process last read or wrote; its build's and disk's copies only after Redis.
    const remembered = local.get(key);
    const fromDisk = async () =>
      (await files.get(key, ctx as NextGetContext).catch(() => null)) ?? undefined;
    if (!client.isReady) return remembered ?? (await fromDisk()) ?? null;

    let text: string | null | typeof UNCHANGED;
    try {
      // One deadline for both commands: no request waits on Redis longer than the timeout.
      text = await withDeadline(this.#fetch(key, remembered), settings.timeoutMs);
    } catch (error) {
      failed(error);
      return remembered ?? (await fromDisk()) ?? null;
    }
    if (text === UNCHANGED) return remembered ?? null;
    const shared = text ? safeDeserialize(text) : null;
    if (text && shared) {
      // Newer here: Redis lost this instance's write (an outage, a restart); put it back.
      if (remembered && remembered.lastModified > shared.lastModified) {
        void this.#write(key, remembered);
        return remembered;
      }
      local.set(key, shared, text.length);
      return shared;
    }
    // Redis lacks the entry (a fresh Redis, an expired key): this instance's copy, often the
    // build's pre-rendered page, goes to Redis for the others.
    const mine = remembered ?? (await fromDisk());
    if (mine) void this.#write(key, mine, { onlyIfAbsent: true });
    return mine ?? null;
  }

  /** The entry in Redis as text (null: none), or UNCHANGED when `remembered` is current. */
  async #fetch(key: string, remembered: CacheEntry | undefined) {
    const { client, keys } = this.shared;
    const version = await client.get(keys.version(key));
    if (remembered && version !== null && Number(version) === remembered.lastModified) {
      return UNCHANGED;
    }
    return client.get(keys.entry(key));
  }

  async set(key: string, data: unknown, ctx?: SetContext): Promise<void> {
    const { files, failed } = this.shared;
    withOwnPolicy(data);
    // A 404 for an address no instance holds anything for (a made-up slug) is written nowhere,
    // neither to Redis nor to disk: made-up addresses are endless. One that replaces an entry
    // (an unpublished post) is written, or the entry would be served on.
    if (isNotFoundAnswer(data) && !(await this.#holds(key, data.kind))) return;
    const entry: CacheEntry = {
      lastModified: Date.now(),
      value: data as CacheValue,
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    };
    await Promise.all([
      files
        .set(key, data as CacheValue, ctx as NextSetContext)
        .catch((error: unknown) => failed(error)),
      this.#write(key, entry),
    ]);
  }

  async #holds(key: string, kind: string) {
    return (await this.#get(key, { kind, isRoutePPREnabled: false })) != null;
  }

  async #write(key: string, entry: CacheEntry, { onlyIfAbsent = false } = {}) {
    const { client, keys, local, settings, failed } = this.shared;
    const text = serializeEntry(entry);
    local.set(key, entry, text.length);
    if (!client.isReady) return;
    try {
      // Seeding a missing key must not overwrite what another instance wrote meanwhile.
      const options = {
        expiration: { type: 'EX' as const, value: entryTtlSeconds(entry, settings) },
        ...(onlyIfAbsent && { condition: 'NX' as const }),
      };
      await client
        .multi()
        .set(keys.entry(key), text, options)
        .set(keys.version(key), String(entry.lastModified), options)
        .exec();
    } catch (error) {
      failed(error);
    }
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (list.length > 0) await this.shared.revalidateTags(list, durations);
  }

  resetRequestCache(): void {}
}

function safeDeserialize(text: string): CacheEntry | null {
  try {
    const entry = deserializeEntry(text) as Partial<CacheEntry> | null;
    return entry && typeof entry.lastModified === 'number' ? (entry as CacheEntry) : null;
  } catch {
    return null;
  }
}
