/**
 * What a caught value says, for a log line. Read by shape, not `instanceof`: an abort's
 * DOMException, or an error from another realm (a test environment), is no `Error` here.
 */
export function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : String(error);
}

/** True for the error `AbortSignal.timeout()` aborts with. */
export function isTimeout(error: unknown): boolean {
  return (error as { name?: unknown } | null | undefined)?.name === 'TimeoutError';
}
