export const WEBHOOK_PATH: string;

export type EntryPayload = {
  sys: {
    type: 'Entry' | 'DeletedEntry';
    id: string;
    contentType: { sys: { type: 'Link'; linkType: 'ContentType'; id: string } };
  };
};

export function entryPayload(
  id: string,
  options?: { deleted?: boolean; contentType?: string },
): EntryPayload;

export type WebhookOptions = {
  secret: string;
  /** null: no topic header. */
  topic?: string | null;
  timestamp?: number;
  path?: string;
};

export type SignedWebhookCall = {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
};

export function signedWebhook(payload: unknown, options: WebhookOptions): SignedWebhookCall;

export function sendWebhookCall(
  origin: string,
  call: { path?: string; headers: Record<string, string>; body: string },
): Promise<Response>;

export function postSignedWebhook(
  origin: string,
  payload: unknown,
  options: WebhookOptions,
): Promise<Response>;

export type FakeCdaStats = { requests: number; recent: string[]; slowed: number };

export function fakeCdaControl(origin: string): {
  control(pathname: string, data?: unknown): Promise<unknown>;
  stats(): Promise<FakeCdaStats>;
  lock(owner: string, ttlMs?: number): Promise<boolean>;
  unlock(owner: string): Promise<void>;
};
