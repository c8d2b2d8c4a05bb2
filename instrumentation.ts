/**
 * Runs once as each server instance starts (Next's instrumentation hook), in the Node.js
 * runtime only: the contact form's outbox is retried from here, and search reads its pages and posts ahead
 * of the first search (not awaited: the instance is ready before that read is done).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startRetrySweep } = await import('./lib/contact/retry-sweep.ts');
  startRetrySweep();
  const { warmSearch } = await import('./lib/search/index.ts');
  warmSearch();
}
