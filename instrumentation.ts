/**
 * Runs once as each server instance starts (Next's instrumentation hook), in the Node.js
 * runtime only: forwarding headers are believed from trusted proxies only
 * (lib/client-address.ts), and the contact form's outbox is retried from here.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { gateForwardedHeadersOfEveryRequest } = await import('./lib/client-address');
  gateForwardedHeadersOfEveryRequest();
  const { startRetrySweep } = await import('./lib/contact/retry-sweep.mjs');
  startRetrySweep();
}
