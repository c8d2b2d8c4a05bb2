/** Types for retry-sweep.mjs. */
import type { DeliverySettings, Outbox } from './delivery.mjs';

/** One sweep of the outbox; answers the backlog warning it would log (logged at most once per `outboxWarnAfterMs`). */
export function createSweep(
  settings: DeliverySettings,
  options?: { open?: () => Promise<Outbox>; log?: Pick<Console, 'info' | 'warn' | 'error'> },
): (now?: number) => Promise<string | null>;
/** Starts the loop; returns a function that stops it. */
export function startRetrySweep(env?: Record<string, string | undefined>): () => void;
