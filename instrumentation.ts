/**
 * Runs once as each server instance starts (Next's instrumentation hook), in the Node.js
 * runtime only: request-targets Next would answer before our code are answered with our headers
 * (lib/request-target.ts), and the contact form's outbox is retried from here.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { answerMalformedTargets } = await import('./lib/request-target');
  answerMalformedTargets();
  const { startRetrySweep } = await import('./lib/contact/retry-sweep.mjs');
  startRetrySweep();
}
