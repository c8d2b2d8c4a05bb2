/**
 * Delivering contact-form submissions to HubSpot's Forms API, and keeping the ones HubSpot does
 * not take in an outbox until it does. Plain JavaScript: the server (app/_pages/contact/actions.ts, the
 * sweep started by instrumentation.ts) and `npm run contact:retry` share it.
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

const DEFAULT_FORMS_URL = 'https://api.hsforms.com';
const MINUTE = 60_000;

function positive(env, name, fallback) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`${name} must be a positive number, got "${raw}".`);
  }
  return value;
}

function wholeNumber(env, name, fallback) {
  const value = positive(env, name, fallback);
  if (!Number.isSafeInteger(value)) {
    throw new Error(`${name} must be a whole number, got "${env[name]}".`);
  }
  return value;
}

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
export function defaultOutboxDir(env = process.env) {
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
export function deliverySettings(env = process.env) {
  const formsUrl = (env.HUBSPOT_FORMS_URL || DEFAULT_FORMS_URL).replace(/\/+$/, '');
  if (!/^https?:\/\//.test(formsUrl)) {
    throw new Error(`HUBSPOT_FORMS_URL must be an http(s) URL, got "${formsUrl}".`);
  }
  return {
    // The demo default has none: messages wait in the outbox and nothing is sent anywhere.
    hubSpotConfigured: HUBSPOT_VARIABLES.some((name) => Boolean(env[name])),
    formsUrl,
    accessToken: env.HUBSPOT_ACCESS_TOKEN || undefined,
    timeoutMs: positive(env, 'HUBSPOT_TIMEOUT_MS', 8000),
    // Read at run time, never traced into the build (turbopackIgnore).
    outboxDir: path.resolve(
      /*turbopackIgnore: true*/ env.CONTACT_OUTBOX_DIR || defaultOutboxDir(env),
    ),
    // 1,000 entries of a few kB each (a message is at most 3,000 characters): whatever a bot
    // sends, at most about 15 MB.
    outboxMax: wholeNumber(env, 'CONTACT_OUTBOX_MAX', 1000),
    outboxWarnAfterMs: positive(env, 'CONTACT_OUTBOX_WARN_AFTER_MS', 60 * MINUTE),
    retryIntervalMs: positive(env, 'CONTACT_RETRY_INTERVAL_MS', MINUTE),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_KEY_PREFIX || 'solvik:',
  };
}

/** The submission endpoint: `/secure/submit/` with a private-app token, `/submit/` without. */
export function submissionUrl(settings, { portalId, formId }) {
  const kind = settings.accessToken ? 'secure/submit' : 'submit';
  const ids = [portalId, formId].map(encodeURIComponent).join('/');
  return `${settings.formsUrl}/submissions/v3/integration/${kind}/${ids}`;
}

/** A new outbox entry (not yet stored) for a submission's fields and context. */
export function createEntry({ portalId, formId, fields, context }, now = Date.now()) {
  return {
    id: randomUUID(),
    createdAt: now,
    portalId,
    formId,
    fields,
    context,
    attempts: 0,
    nextAttemptAt: now,
  };
}

/**
 * Sends one entry. `sent`: HubSpot took it. `retry`: it could not be reached, timed out, was
 * busy (429) or failed (5xx): try again later. `refused`: it answered another 4xx, which a
 * retry would not change; the entry is kept for a person to look at.
 */
export async function sendToHubSpot(entry, settings, fetchImpl = fetch) {
  const headers = { 'Content-Type': 'application/json' };
  if (settings.accessToken) headers.Authorization = `Bearer ${settings.accessToken}`;
  let response;
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
    const timedOut = error?.name === 'TimeoutError';
    return {
      outcome: 'retry',
      error: timedOut
        ? `no answer within ${settings.timeoutMs} ms`
        : `${error?.cause?.code ?? error?.message ?? error}`,
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
export function nextAttemptDelayMs(attempts) {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * MINUTE);
}

// ---- Outboxes. Each has add, list, due, claim, update, remove, refuse and close.

/** One JSON file per entry: `<id>.json` waiting, `<id>.claimed` being sent, `<id>.refused`. */
export function fileOutbox(directory) {
  const file = (id, state) => path.join(/*turbopackIgnore: true*/ directory, `${id}.${state}`);
  const safeId = (id) => /^[0-9a-f-]{36}$/.test(id);
  // A claim older than this belongs to a process that died while sending: waiting again.
  const staleClaimMs = 5 * MINUTE;

  async function write(id, state, entry) {
    await mkdir(directory, { recursive: true, mode: 0o700 });
    const temporary = path.join(/*turbopackIgnore: true*/ directory, `.${id}.${randomUUID()}.tmp`);
    await writeFile(temporary, `${JSON.stringify(entry)}\n`, { mode: 0o600 });
    await rename(temporary, file(id, state));
  }

  async function names() {
    try {
      return await readdir(directory);
    } catch (error) {
      if (error.code === 'ENOENT') return [];
      throw error;
    }
  }

  async function read(name) {
    try {
      return JSON.parse(
        await readFile(path.join(/*turbopackIgnore: true*/ directory, name), 'utf8'),
      );
    } catch (error) {
      if (error.code === 'ENOENT') return null;
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
      const entries = [];
      for (const name of await names()) {
        const match = /^([0-9a-f-]{36})\.(json|claimed|refused)$/.exec(name);
        if (!match) continue;
        const entry = await read(name);
        if (entry) entries.push({ ...entry, state: match[2] === 'json' ? 'waiting' : match[2] });
      }
      return entries.sort((a, b) => a.createdAt - b.createdAt);
    },
    async due(now, { force = false } = {}) {
      const due = [];
      for (const name of await names()) {
        const claimed = /^([0-9a-f-]{36})\.claimed$/.exec(name);
        if (claimed) {
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
        if (error.code === 'ENOENT') return null;
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
    remove: (id) => rm(file(id, 'claimed'), { force: true }),
    close: async () => {},
  };
}

/**
 * Redis: a hash of entries by id, a sorted set of the waiting ones by their next attempt, and
 * a claim key per entry being sent, which expires on its own if the sender dies.
 */
export function redisOutbox(client, prefix, { claimMs = 5 * MINUTE } = {}) {
  const entries = `${prefix}contact:outbox`;
  const waiting = `${prefix}contact:outbox:due`;
  const claimKey = (id) => `${prefix}contact:outbox:claim:${id}`;
  const parse = (json) => (json ? JSON.parse(json) : null);

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
      const all = Object.values(await client.hGetAll(entries)).map(parse);
      const due = new Set(await client.zRange(waiting, 0, -1));
      return all
        .map((entry) => ({
          ...entry,
          state: entry.refused ? 'refused' : due.has(entry.id) ? 'waiting' : 'claimed',
        }))
        .sort((a, b) => a.createdAt - b.createdAt);
    },
    async due(now, { force = false } = {}) {
      const ids = await client.zRangeByScore(waiting, '-inf', force ? '+inf' : now);
      if (ids.length === 0) return [];
      const found = await client.hmGet(entries, ids);
      return found.map(parse).filter(Boolean);
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

/**
 * A Redis connection for the contact form that never keeps the process alive by itself, but
 * with `holdProcess` (a script that has nothing else to wait on).
 */
export function contactRedisClient(url, { timeoutMs = 2000, holdProcess = false } = {}) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: timeoutMs },
    socket: {
      connectTimeout: timeoutMs,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000),
    },
  });
  let lastLog = 0;
  client.on('error', (error) => {
    if (Date.now() - lastLog < 30_000) return;
    lastLog = Date.now();
    console.error(`[contact] Redis failed: ${error?.message ?? error}`);
  });
  // Decided before connect(), which makes the socket at once.
  if (!holdProcess) client.unref();
  const ready = client.connect().then(
    () => client,
    (error) => {
      console.error(`[contact] Redis did not connect: ${error?.message ?? error}`);
      return client;
    },
  );
  return { client, ready };
}

/**
 * The outbox the settings name: Redis with REDIS_URL, files otherwise. A script passes
 * `holdProcess`, or it would exit before its connection is up.
 */
export async function openOutbox(settings, { holdProcess = false } = {}) {
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
  outbox,
  settings,
  { now = Date.now(), force = false, fetchImpl, log = console } = {},
) {
  const report = { sent: 0, retry: 0, refused: 0 };
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
    const updated = { ...entry, attempts, lastError: result.error, lastAttemptAt: Date.now() };
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
 * What the outbox holds that nobody has taken yet: waiting and refused entries, and the age of
 * the oldest of them. Null when it holds none.
 */
export async function backlog(outbox, now = Date.now()) {
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

function hours(ms) {
  const value = ms / (60 * MINUTE);
  return value < 10 ? value.toFixed(1) : String(Math.round(value));
}

/**
 * A warning when the oldest message has waited longer than `outboxWarnAfterMs`: with no HubSpot
 * settings nobody is told of a message but by this line (and `npm run contact:retry -- --list`).
 * Returns the line, or null when nothing has waited too long.
 */
export function backlogWarning(found, settings, outboxKind) {
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
