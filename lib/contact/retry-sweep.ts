/**
 * The outbox's loop in each server instance (started by instrumentation.ts): every
 * CONTACT_RETRY_INTERVAL_MS it sends the entries that are due, when HubSpot is configured,
 * deletes refused entries past their time (`expireRefused`), and warns when messages have
 * waited too long. Claims (delivery.ts) keep two instances from
 * sending one entry; a failed sweep is logged and the next one tries again.
 */
import {
  backlog,
  backlogWarning,
  deliverDue,
  expireRefused,
  type DeliverySettings,
  deliverySettings,
  type Outbox,
  openOutbox,
} from './delivery.ts';
import { messageOf } from '../error-message.ts';

/**
 * One sweep, with its memory of when it last warned: the warning repeats once per
 * `outboxWarnAfterMs` while messages keep waiting, not on every sweep.
 */
export function createSweep(
  settings: DeliverySettings,
  {
    open = () => openOutbox(settings),
    log = console,
  }: { open?: () => Promise<Outbox>; log?: Pick<Console, 'info' | 'warn' | 'error'> } = {},
): (now?: number) => Promise<string | null> {
  let outbox: Outbox | undefined;
  let lastWarning = -Infinity;
  return async function sweep(now = Date.now()) {
    outbox ??= await open();
    if (settings.hubSpotConfigured) await deliverDue(outbox, settings, { now, log });
    await expireRefused(outbox, settings, { now, log });
    const warning = backlogWarning(await backlog(outbox, now), settings, outbox.kind);
    if (warning && now - lastWarning >= settings.outboxWarnAfterMs) {
      lastWarning = now;
      log.warn(warning);
    }
    return warning;
  };
}

/** Starts the loop; returns a function that stops it. */
export function startRetrySweep(env: Record<string, string | undefined> = process.env): () => void {
  const settings = deliverySettings(env);
  if (!settings.hubSpotConfigured) {
    console.info(
      `[contact] No HubSpot settings (HUBSPOT_*): contact messages wait in the outbox, ${settings.redisUrl ? 'in Redis' : settings.outboxDir}.`,
    );
  }
  const sweep = createSweep(settings);
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await sweep();
    } catch (error) {
      console.error(`[contact] The outbox sweep failed: ${messageOf(error)}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(run, settings.retryIntervalMs);
  // The server keeps the process alive; this loop alone must not.
  timer.unref();
  return () => clearInterval(timer);
}
