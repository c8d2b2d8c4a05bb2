/**
 * Runs once as each server instance starts (Next's instrumentation hook): the contact form's
 * outbox is retried from here, in the Node.js runtime only.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startRetrySweep } = await import('./lib/contact/retry-sweep.mjs');
  startRetrySweep();
}
