/**
 * Delivering contact-form submissions to HubSpot's Forms API, and keeping the ones HubSpot does
 * not take in an outbox until it does. The server (app/_pages/contact/actions.ts, the sweep
 * started by instrumentation.ts) and `npm run contact:retry` share it.
 *
 * An outbox entry is one submission as HubSpot will receive it, with the portal and form it is
 * for, so a retry needs nothing but the endpoint and the token from the environment. Entries
 * live in Redis when REDIS_URL is set (shared by every instance), otherwise as one JSON file
 * each under CONTACT_OUTBOX_DIR. Before sending, an instance claims an entry (Redis SET NX, or
 * an atomic rename of the file): two instances, or the sweep and the script, never send the
 * same entry at the same time, and an entry is removed as soon as HubSpot has taken it.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { homedir, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { createClient } from '@redis/client';
import { type Env, positiveNumber, wholeNumber } from '../env-number.ts';
import { isTimeout, messageOf } from '../error-message.ts';

export type HubSpotField = { objectTypeId: '0-1'; name: string; value: string };
type HubSpotContext = { pageUri: string; pageName: string };

export type OutboxEntry = {
  id: string;
  createdAt: number;
  portalId: string;
  formId: string;
  fields: HubSpotField[];
  context: HubSpotContext;
  attempts: number;
  nextAttemptAt: number;
  lastAttemptAt?: number;
  lastError?: string;
  refused?: boolean;
  /** The sender's network (lib/contact/network.ts), for the cap per network; never sent on. */
  network?: string;
};

export type DeliverySettings = {
  /** Any HUBSPOT_* variable set; without, messages wait in the outbox and nothing is sent. */
  hubSpotConfigured: boolean;
  formsUrl: string;
  accessToken?: string;
  timeoutMs: number;
  outboxDir: string;
  /**
   * Most entries waiting in the outbox, in all and from one sender's network; a new message
   * beyond either is turned away (the visitor keeps the text and is asked to email), never
   * dropped. Refused entries are not counted: they wait for nobody.
   */
  outboxMax: number;
  outboxMaxPerNetwork: number;
  /** How long a refused entry is kept for a person to read before it is deleted. */
  refusedKeepMs: number;
  /** The age of the oldest entry from which the log warns. */
  outboxWarnAfterMs: number;
  retryIntervalMs: number;
  redisUrl?: string;
  redisPrefix: string;
};

export type SendResult = {
  outcome: 'sent' | 'retry' | 'refused';
  status?: number;
  error?: string;
};

type EntryState = 'waiting' | 'claimed' | 'refused';
type ClaimOptions = { now?: number; force?: boolean };

export type Outbox = {
  kind: string;
  add(entry: OutboxEntry): Promise<void>;
  /** Every entry held: waiting, claimed and refused. */
  count(): Promise<number>;
  list(): Promise<(OutboxEntry & { state: EntryState })[]>;
  due(now: number, options?: { force?: boolean }): Promise<OutboxEntry[]>;
  /** The entry, now held by this caller alone, or null (taken, gone, or not due any more). */
  claim(id: string, options?: ClaimOptions): Promise<OutboxEntry | null>;
  update(entry: OutboxEntry): Promise<void>;
  refuse(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
  close(): Promise<void>;
};

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;
type Log = Pick<Console, 'info' | 'warn' | 'error'>;
type RedisClient = ReturnType<typeof newRedisClient>;

const DEFAULT_FORMS_URL = 'https://api.hsforms.com';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The variables that turn delivery to HubSpot on: without any of them, the outbox keeps all. */
const HUBSPOT_VARIABLES = [
  'HUBSPOT_PORTAL_ID',
  'HUBSPOT_FORM_ID',
  'HUBSPOT_ACCESS_TOKEN',
  'HUBSPOT_FORMS_URL',
];

/**
 * The outbox's default directory: outside the release, so a deployment that replaces the
 * release directory keeps the messages. systemd's StateDirectory when the service has one,
 * else the user's XDG state directory (~/.local/state), else the temporary directory.
 */
export function defaultOutboxDir(env: Env = process.env): string {
  const stateDirectory = env.STATE_DIRECTORY?.split(':')[0];
  if (stateDirectory) return path.join(stateDirectory, 'contact-outbox');
  let home = env.HOME;
  try {
    home ||= homedir();
  } catch {
    home = '';
  }
  const stateHome = env.XDG_STATE_HOME || (home ? path.join(home, '.local', 'state') : '');
  if (stateHome) return path.join(stateHome, 'solvik', 'contact-outbox');
  let user = 'user';
  try {
    user = userInfo().username;
  } catch {}
  return path.join(tmpdir(), `solvik-${user}`, 'contact-outbox');
}

/** Where and how submissions are sent and kept, from the environment. */
export function deliverySettings(env: Env = process.env): DeliverySettings {
  const formsUrl = (env.HUBSPOT_FORMS_URL || DEFAULT_FORMS_URL).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(formsUrl)) {
    throw new Error(`HUBSPOT_FORMS_URL must be an http(s) URL, got "${formsUrl}".`);
  }
  return {
    // The demo default has none: messages wait in the outbox and nothing is sent anywhere.
    hubSpotConfigured: HUBSPOT_VARIABLES.some((name) => Boolean(env[name])),
    formsUrl,
    accessToken: env.HUBSPOT_ACCESS_TOKEN || undefined,
    timeoutMs: positiveNumber(env, 'HUBSPOT_TIMEOUT_MS', 8000),
    // Read at run time, never traced into the build (turbopackIgnore).
    outboxDir: path.resolve(
      /*turbopackIgnore: true*/ env.CONTACT_OUTBOX_DIR || defaultOutboxDir(env),
    ),
    // 1,000 entries of a few kB each (a message is at most 3,000 characters): whatever a bot
    // sends, at most about 15 MB.
    outboxMax: wholeNumber(env, 'CONTACT_OUTBOX_MAX', 1000),
    // A few colleagues' messages during a HubSpot outage, not a bot's block of addresses.
    outboxMaxPerNetwork: wholeNumber(env, 'CONTACT_OUTBOX_MAX_PER_NETWORK', 20),
    refusedKeepMs: positiveNumber(env, 'CONTACT_OUTBOX_REFUSED_DAYS', 14) * DAY,
    outboxWarnAfterMs: positiveNumber(env, 'CONTACT_OUTBOX_WARN_AFTER_MS', 60 * MINUTE),
    retryIntervalMs: positiveNumber(env, 'CONTACT_RETRY_INTERVAL_MS', MINUTE),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_KEY_PREFIX || 'solvik:',
  };
}

/** The submission endpoint: `/secure/submit/` with a private-app token, `/submit/` without. */
export function submissionUrl(
  settings: Pick<DeliverySettings, 'formsUrl' | 'accessToken'>,
  { portalId, formId }: { portalId: string; formId: string },
): string {
  const kind = settings.accessToken ? 'secure/submit' : 'submit';
  const ids = [portalId, formId].map(encodeURIComponent).join('/');
  return `${settings.formsUrl}/submissions/v3/integration/${kind}/${ids}`;
}

/** A new outbox entry (not yet stored) for a submission's fields and context. */
export function createEntry(
  {
    portalId,
    formId,
    fields,
    context,
    network,
  }: Pick<OutboxEntry, 'portalId' | 'formId' | 'fields' | 'context' | 'network'>,
  now = Date.now(),
): OutboxEntry {
  return {
    id: randomUUID(),
    createdAt: now,
    portalId,
    formId,
    fields,
    context,
    attempts: 0,
    nextAttemptAt: now,
    ...(network ? { network } : {}),
  };
}

/**
 * Sends one entry. `sent`: HubSpot took it. `retry`: it could not be reached, timed out, was
 * busy (429) or failed (5xx): try again later. `refused`: it answered another 4xx, which a
 * retry would not change; the entry is kept for a person to look at.
 */
export async function sendToHubSpot(
  entry: OutboxEntry,
  settings: DeliverySettings,
  fetchImpl: FetchLike = fetch,
): Promise<SendResult> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (settings.accessToken) headers.Authorization = `Bearer ${settings.accessToken}`;
  let response: Response;
  try {
    response = await fetchImpl(submissionUrl(settings, entry), {
      method: 'POST',
      headers,
      // Only the visitor's answers and our page: no IP address, no HubSpot cookie.
      body: JSON.stringify({ fields: entry.fields, context: entry.context }),
      signal: AbortSignal.timeout(settings.timeoutMs),
      cache: 'no-store',
    });
  } catch (error) {
    const timedOut = isTimeout(error);
    // fetch's own failures say little ("fetch failed"); the system's code says what happened.
    const code = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
    return {
      outcome: 'retry',
      error: timedOut
        ? `no answer within ${settings.timeoutMs} ms`
        : typeof code === 'string'
          ? code
          : messageOf(error),
    };
  }
  const body = (await response.text().catch(() => '')).slice(0, 500);
  if (response.ok) return { outcome: 'sent', status: response.status };
  const error = `HTTP ${response.status}${body ? `: ${body}` : ''}`;
  if (response.status === 429 || response.status >= 500) {
    return { outcome: 'retry', status: response.status, error };
  }
  return { outcome: 'refused', status: response.status, error };
}

/** 30 s after the first failure, doubling to at most an hour between attempts. */
export function nextAttemptDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);
}

// ---- Outboxes. Each has add, list, due, claim, update, remove, refuse and close.

/** One JSON file per entry: `<id>.json` waiting, `<id>.claimed` being sent, `<id>.refused`. */
export function fileOutbox(directory: string): Outbox {
  const file = (id: string, state: 'json' | 'claimed' | 'refused') =>
    path.join(/*turbopackIgnore: true*/ directory, `${id}.${state}`);
  const safeId = (id: string) => /^[0-9a-f-]{36}$/.test(id);
  // A claim older than this belongs to a process that died while sending: waiting again.
  const staleClaimMs = 5 * MINUTE;

  async function write(id: string, state: 'json' | 'refused', entry: OutboxEntry) {
    await mkdir(directory, { recursive: true, mode: 0o700 });
    const temporary = path.join(/*turbopackIgnore: true*/ directory, `.${id}.${randomUUID()}.tmp`);
    await writeFile(temporary, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    await rename(temporary, file(id, state));
  }

  async function names(): Promise<string[]> {
    try {
      return await readdir(directory);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  async function read(name: string): Promise<OutboxEntry | null> {
    try {
      return JSON.parse(
        await readFile(path.join(/*turbopackIgnore: true*/ directory, name), 'utf8'),
      );
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: `files in ${directory}`,
    add: (entry) => write(entry.id, 'json', entry),
    async count() {
      return (await names()).filter((name) => /^[0-9a-f-]{36}\.(json|claimed|refused)$/.test(name))
        .length;
    },
    async list() {
      const entries: (OutboxEntry & { state: EntryState })[] = [];
      for (const name of await names()) {
        const match = /^([0-9a-f-]{36})\.(json|claimed|refused)$/.exec(name);
        if (!match) continue;
        const entry = await read(name);
        const state = match[2] === 'claimed' || match[2] === 'refused' ? match[2] : 'waiting';
        if (entry) entries.push({ ...entry, state });
      }
      return entries.sort((a, b) => a.createdAt - b.createdAt);
    },
    async due(now, { force = false } = {}) {
      const due: OutboxEntry[] = [];
      for (const name of await names()) {
        const claimed = /^([0-9a-f-]{36})\.claimed$/.exec(name);
        if (claimed?.[1]) {
          const info = await stat(path.join(/*turbopackIgnore: true*/ directory, name)).catch(
            () => null,
          );
          if (info && now - info.mtimeMs > staleClaimMs) {
            await rename(
              path.join(/*turbopackIgnore: true*/ directory, name),
              file(claimed[1], 'json'),
            ).catch(() => {});
          }
          continue;
        }
        const waiting = /^([0-9a-f-]{36})\.json$/.exec(name);
        if (!waiting) continue;
        const entry = await read(name);
        if (entry && (force || entry.nextAttemptAt <= now)) due.push(entry);
      }
      return due.sort((a, b) => a.createdAt - b.createdAt);
    },
    /**
     * The entry, now held by this caller alone (rename is atomic: one wins), or null. Read again
     * once held: another sender may have tried it and put it back for later since it was listed.
     */
    async claim(id, { now = Date.now(), force = false } = {}) {
      if (!safeId(id)) return null;
      try {
        await rename(file(id, 'json'), file(id, 'claimed'));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      const entry = await read(`${id}.claimed`);
      if (entry && (force || entry.nextAttemptAt <= now)) return entry;
      if (entry) await rename(file(id, 'claimed'), file(id, 'json'));
      return null;
    },
    /** Back to waiting with its new schedule, and the claim let go. */
    async update(entry) {
      await write(entry.id, 'json', entry);
      await rm(file(entry.id, 'claimed'), { force: true });
    },
    async refuse(entry) {
      await write(entry.id, 'refused', entry);
      await rm(file(entry.id, 'claimed'), { force: true });
    },
    /** Gone in whatever state it is: sent (claimed), or refused and expired. */
    async remove(id) {
      if (!safeId(id)) return;
      for (const state of ['claimed', 'refused', 'json'] as const) {
        await rm(file(id, state), { force: true });
      }
    },
    close: async () => {},
  };
}

/**
 * Redis: a hash of entries by id, a sorted set of the waiting ones by their next attempt, and
 * a claim key per entry being sent, which expires on its own if the sender dies.
 */
export function redisOutbox(
  client: RedisClient,
  prefix: string,
  { claimMs = 5 * MINUTE }: { claimMs?: number } = {},
): Outbox {
  const entries = `${prefix}contact:outbox`;
  const waiting = `${prefix}contact:outbox:due`;
  const claimKey = (id: string) => `${prefix}contact:outbox:claim:${id}`;
  const parse = (json: string | null | undefined): OutboxEntry | null =>
    json ? (JSON.parse(json) as OutboxEntry) : null;

  return {
    kind: 'Redis',
    async add(entry) {
      await client
        .multi()
        .hSet(entries, entry.id, JSON.stringify(entry))
        .zAdd(waiting, { score: entry.nextAttemptAt, value: entry.id })
        .exec();
    },
    count: () => client.hLen(entries),
    async list() {
      const all = Object.values(await client.hGetAll(entries))
        .map(parse)
        .filter((entry) => entry !== null);
      const due = new Set(await client.zRange(waiting, 0, -1));
      return all
        .map((entry) => ({
          ...entry,
          state: entry.refused
            ? ('refused' as const)
            : due.has(entry.id)
              ? ('waiting' as const)
              : ('claimed' as const),
        }))
        .sort((a, b) => a.createdAt - b.createdAt);
    },
    async due(now, { force = false } = {}) {
      const ids = await client.zRangeByScore(waiting, '-inf', force ? '+inf' : now);
      if (ids.length === 0) return [];
      const found = await client.hmGet(entries, ids);
      return found.map(parse).filter((entry) => entry !== null);
    },
    /** The entry, now held by this caller alone (SET NX), or null; read again once held. */
    async claim(id, { now = Date.now(), force = false } = {}) {
      const taken = await client.set(claimKey(id), String(process.pid), { NX: true, PX: claimMs });
      if (taken !== 'OK') return null;
      // Sent by another instance since it was listed, or tried and put back for later.
      const entry = parse(await client.hGet(entries, id));
      if (entry && !entry.refused && (force || entry.nextAttemptAt <= now)) return entry;
      await client.del(claimKey(id));
      return null;
    },
    async update(entry) {
      await client
        .multi()
        .hSet(entries, entry.id, JSON.stringify(entry))
        .zAdd(waiting, { score: entry.nextAttemptAt, value: entry.id })
        .del(claimKey(entry.id))
        .exec();
    },
    async refuse(entry) {
      await client
        .multi()
        .hSet(entries, entry.id, JSON.stringify({ ...entry, refused: true }))
        .zRem(waiting, entry.id)
        .del(claimKey(entry.id))
        .exec();
    },
    async remove(id) {
      await client.multi().hDel(entries, id).zRem(waiting, id).del(claimKey(id)).exec();
    },
    close: async () => {},
  };
}

/** A client that fails a command at once while disconnected, and keeps reconnecting. */
function newRedisClient(url: string, timeoutMs: number) {
  return createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: timeoutMs },
    socket: {
      connectTimeout: timeoutMs,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 5000),
    },
  });
}

/**
 * A Redis connection for the contact form that never keeps the process alive by itself, but
 * with `holdProcess` (a script that has nothing else to wait on).
 */
export function contactRedisClient(
  url: string,
  { timeoutMs = 2000, holdProcess = false }: { timeoutMs?: number; holdProcess?: boolean } = {},
): { client: RedisClient; ready: Promise<RedisClient> } {
  const client = newRedisClient(url, timeoutMs);
  let lastLog = 0;
  client.on('error', (error) => {
    if (Date.now() - lastLog < 30_000) return;
    lastLog = Date.now();
    console.error(`[contact] Redis failed: ${messageOf(error)}`);
  });
  // Decided before connect(), which makes the socket at once.
  if (!holdProcess) client.unref();
  const ready = client.connect().then(
    () => client,
    (error) => {
      console.error(`[contact] Redis did not connect: ${messageOf(error)}`);
      return client;
    },
  );
  return { client, ready };
}

/**
 * The outbox the settings name: Redis with REDIS_URL, files otherwise. A script passes
 * `holdProcess`, or it would exit before its connection is up.
 */
export async function openOutbox(
  settings: DeliverySettings,
  { holdProcess = false }: { holdProcess?: boolean } = {},
): Promise<Outbox> {
  if (!settings.redisUrl) return fileOutbox(settings.outboxDir);
  const { client, ready } = contactRedisClient(settings.redisUrl, { holdProcess });
  await ready;
  const outbox = redisOutbox(client, settings.redisPrefix);
  return { ...outbox, close: () => client.close() };
}

/**
 * Sends every entry that is due (all waiting ones with `force`), each by whoever claims it
 * first. Entries HubSpot refuses are kept as refused and logged; the others are tried again
 * later. Returns what happened to each entry this caller held.
 */
export async function deliverDue(
  outbox: Outbox,
  settings: DeliverySettings,
  {
    now = Date.now(),
    force = false,
    fetchImpl,
    log = console,
  }: { now?: number; force?: boolean; fetchImpl?: FetchLike; log?: Log } = {},
): Promise<Record<SendResult['outcome'], number>> {
  const report: Record<SendResult['outcome'], number> = { sent: 0, retry: 0, refused: 0 };
  for (const listed of await outbox.due(now, { force })) {
    const entry = await outbox.claim(listed.id, { now, force });
    if (!entry) continue;
    const result = await sendToHubSpot(entry, settings, fetchImpl);
    report[result.outcome] += 1;
    if (result.outcome === 'sent') {
      await outbox.remove(entry.id);
      log.info(`[contact] Delivered ${entry.id} to HubSpot after ${entry.attempts + 1} attempts.`);
      continue;
    }
    const attempts = entry.attempts + 1;
    const updated: OutboxEntry = {
      ...entry,
      attempts,
      lastError: result.error,
      lastAttemptAt: Date.now(),
    };
    if (result.outcome === 'refused') {
      await outbox.refuse(updated);
      log.error(
        `[contact] HubSpot refused ${entry.id} (${result.error}); kept in the outbox (${outbox.kind}).`,
      );
    } else {
      updated.nextAttemptAt = Date.now() + nextAttemptDelayMs(attempts);
      await outbox.update(updated);
      log.warn(
        `[contact] HubSpot did not take ${entry.id} (${result.error}); attempt ${attempts}, next in ${Math.round(nextAttemptDelayMs(attempts) / 1000)} s.`,
      );
    }
  }
  return report;
}

/**
 * Deletes refused entries older than `refusedKeepMs`, and the oldest of them beyond
 * `outboxMax`: they wait for a person, not for HubSpot, and must not fill the disk or Redis
 * when a bot sends what HubSpot refuses. Each deletion is logged with the entry's id. Returns
 * how many went.
 */
export async function expireRefused(
  outbox: Outbox,
  settings: Pick<DeliverySettings, 'refusedKeepMs' | 'outboxMax'>,
  { now = Date.now(), log = console }: { now?: number; log?: Pick<Log, 'warn'> } = {},
): Promise<number> {
  const refused = (await outbox.list())
    .filter((entry) => entry.state === 'refused')
    .sort((a, b) => b.createdAt - a.createdAt);
  const expired = refused.filter(
    (entry, newest) =>
      newest >= settings.outboxMax ||
      now - (entry.lastAttemptAt ?? entry.createdAt) > settings.refusedKeepMs,
  );
  for (const entry of expired) await outbox.remove(entry.id);
  if (expired.length > 0) {
    const ids = expired.slice(0, 10).map((entry) => entry.id);
    const more = expired.length > ids.length ? ` and ${expired.length - ids.length} more` : '';
    log.warn(
      `[contact] Deleted ${expired.length} message(s) HubSpot refused, past ${Math.round(settings.refusedKeepMs / DAY)} days or beyond ${settings.outboxMax} of them: ${ids.join(', ')}${more}.`,
    );
  }
  return expired.length;
}

/**
 * What the outbox holds that nobody has taken yet: waiting and refused entries, and the age of
 * the oldest of them. Null when it holds none.
 */
export type Backlog = { count: number; refused: number; oldestAt: number; oldestAgeMs: number };

export async function backlog(outbox: Outbox, now = Date.now()): Promise<Backlog | null> {
  const held = await outbox.list();
  if (held.length === 0) return null;
  const oldest = Math.min(...held.map((entry) => entry.createdAt));
  return {
    count: held.length,
    refused: held.filter((entry) => entry.state === 'refused').length,
    oldestAt: oldest,
    oldestAgeMs: now - oldest,
  };
}

function hours(ms: number): string {
  const value = ms / (60 * MINUTE);
  return value < 10 ? value.toFixed(1) : String(Math.round(value));
}

/**
 * A warning when the oldest message has waited longer than `outboxWarnAfterMs`: with no HubSpot
 * settings nobody is told of a message but by this line (and `npm run contact:retry -- --list`).
 * Returns the line, or null when nothing has waited too long.
 */
export function backlogWarning(
  found: Backlog | null,
  settings: Pick<DeliverySettings, 'hubSpotConfigured' | 'outboxWarnAfterMs'>,
  outboxKind: string,
): string | null {
  if (!found || found.oldestAgeMs < settings.outboxWarnAfterMs) return null;
  const why = settings.hubSpotConfigured
    ? 'HubSpot has not taken them'
    : 'no HubSpot delivery is configured (HUBSPOT_*)';
  const refused = found.refused > 0 ? `, ${found.refused} refused by HubSpot` : '';
  return (
    `[contact] ${found.count} message(s) waiting in the outbox (${outboxKind})${refused}; ` +
    `the oldest for ${hours(found.oldestAgeMs)} h, since ${new Date(found.oldestAt).toISOString()}, ` +
    `because ${why}. Read them with \`npm run contact:retry -- --list\` (docs/contact-form.md).`
  );
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}
