/** Types for delivery.mjs (plain JavaScript: the server and `npm run contact:retry` share it). */
export type HubSpotField = { objectTypeId: '0-1'; name: string; value: string };
export type HubSpotContext = { pageUri: string; pageName: string };

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
};

export type DeliverySettings = {
  /** Any HUBSPOT_* variable set; without, messages wait in the outbox and nothing is sent. */
  hubSpotConfigured: boolean;
  formsUrl: string;
  accessToken?: string;
  timeoutMs: number;
  outboxDir: string;
  /** Most entries the outbox holds; a new message beyond it is turned away, never dropped. */
  outboxMax: number;
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

export type Outbox = {
  kind: string;
  add(entry: OutboxEntry): Promise<void>;
  /** Every entry held: waiting, claimed and refused. */
  count(): Promise<number>;
  list(): Promise<(OutboxEntry & { state: 'waiting' | 'claimed' | 'refused' })[]>;
  due(now: number, options?: { force?: boolean }): Promise<OutboxEntry[]>;
  /** The entry, now held by this caller alone, or null (taken, gone, or not due any more). */
  claim(id: string, options?: { now?: number; force?: boolean }): Promise<OutboxEntry | null>;
  update(entry: OutboxEntry): Promise<void>;
  refuse(entry: OutboxEntry): Promise<void>;
  remove(id: string): Promise<void>;
  close(): Promise<void>;
};

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;
type RedisLike = unknown;

export function defaultOutboxDir(env?: Record<string, string | undefined>): string;
export function deliverySettings(env?: Record<string, string | undefined>): DeliverySettings;
export function submissionUrl(
  settings: Pick<DeliverySettings, 'formsUrl' | 'accessToken'>,
  ids: { portalId: string; formId: string },
): string;
export function createEntry(
  submission: Pick<OutboxEntry, 'portalId' | 'formId' | 'fields' | 'context'>,
  now?: number,
): OutboxEntry;
export function sendToHubSpot(
  entry: OutboxEntry,
  settings: DeliverySettings,
  fetchImpl?: FetchLike,
): Promise<SendResult>;
export function nextAttemptDelayMs(attempts: number): number;
export function fileOutbox(directory: string): Outbox;
export function redisOutbox(
  client: RedisLike,
  prefix: string,
  options?: { claimMs?: number },
): Outbox;
export function contactRedisClient(
  url: string,
  options?: { timeoutMs?: number; holdProcess?: boolean },
): { client: RedisLike; ready: Promise<RedisLike> };
export function openOutbox(
  settings: DeliverySettings,
  options?: { holdProcess?: boolean },
): Promise<Outbox>;
export function deliverDue(
  outbox: Outbox,
  settings: DeliverySettings,
  options?: {
    now?: number;
    force?: boolean;
    fetchImpl?: FetchLike;
    log?: Pick<Console, 'info' | 'warn' | 'error'>;
  },
): Promise<{ sent: number; retry: number; refused: number }>;

export type Backlog = { count: number; refused: number; oldestAt: number; oldestAgeMs: number };
export function backlog(outbox: Outbox, now?: number): Promise<Backlog | null>;
export function backlogWarning(
  found: Backlog | null,
  settings: Pick<DeliverySettings, 'hubSpotConfigured' | 'outboxWarnAfterMs'>,
  outboxKind: string,
): string | null;
