/**
 * The outbox's retry loop in each server instance (started by instrumentation.ts): every
 * CONTACT_RETRY_INTERVAL_MS it sends the entries that are due. Claims (delivery.mjs) keep two
 * instances from sending one entry; a failed sweep is logged and the next one tries again.
 */
import { deliverDue, deliverySettings, openOutbox } from './delivery.mjs';

export function startRetrySweep(env = process.env) {
  const settings = deliverySettings(env);
  let outbox;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      outbox ??= await openOutbox(settings);
      await deliverDue(outbox, settings);
    } catch (error) {
      console.error(`[contact] The outbox sweep failed: ${error?.message ?? error}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(sweep, settings.retryIntervalMs);
  // The server keeps the process alive; this loop alone must not.
  timer.unref();
  return () => clearInterval(timer);
}
