/** Types for retry-sweep.mjs. Returns a function that stops the loop. */
export function startRetrySweep(env?: Record<string, string | undefined>): () => void;
