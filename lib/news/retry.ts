/**
 * Bounded retries for CMS calls: 429 and 5xx (and timeouts or dropped connections) are tried
 * again with backoff, honouring `X-Contentful-RateLimit-Reset` on a 429, until the attempts or
 * the time budget run out. A build may wait longer than a visitor's request.
 */

/** A failed CMS call, with what the retry loop needs to decide. */
export class CmsError extends Error {
  /** HTTP status, or undefined when no answer came (timeout, connection refused). */
  readonly status?: number;
  /** Seconds until the rate limit resets (`X-Contentful-RateLimit-Reset`). */
  readonly resetSeconds?: number;

  constructor(message: string, status?: number, resetSeconds?: number) {
    super(message);
    this.status = status;
    this.resetSeconds = resetSeconds;
    this.name = 'CmsError';
  }
}

export type RetryPolicy = {
  /** Tries in all, the first included. */
  attempts: number;
  /** Per request. */
  timeoutMs: number;
  /** Retries stop once the next wait would end past this, counted from the first try. */
  budgetMs: number;
  /** Backoff before the second try; doubles each time. */
  baseDelayMs: number;
};

/** At run time a visitor (or a background refresh) waits a few seconds at most. */
const runtimePolicy: RetryPolicy = {
  attempts: 3,
  timeoutMs: 2_500,
  budgetMs: 6_000,
  baseDelayMs: 200,
};

/** A build rides out a rate limit or a short blip, then fails loudly. */
const buildPolicy: RetryPolicy = {
  attempts: 6,
  timeoutMs: 10_000,
  budgetMs: 60_000,
  baseDelayMs: 500,
};

const isBuild = () => process.env.NEXT_PHASE === 'phase-production-build';

export const currentPolicy = (): RetryPolicy => (isBuild() ? buildPolicy : runtimePolicy);

const retryable = (error: unknown): error is CmsError =>
  error instanceof CmsError &&
  (error.status === undefined || error.status === 429 || error.status >= 500);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `call` until it succeeds, the error is not worth retrying, or the policy runs out. */
export async function withRetry<T>(
  call: () => Promise<T>,
  policy: RetryPolicy = currentPolicy(),
  wait: (ms: number) => Promise<unknown> = sleep,
  now: () => number = Date.now,
): Promise<T> {
  const started = now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!retryable(error) || attempt >= policy.attempts) throw error;
      const backoff = policy.baseDelayMs * 2 ** (attempt - 1) * (1 + Math.random() * 0.2);
      // A 429 says when the limit resets; waiting less would only earn another 429.
      const delay =
        error.status === 429 && error.resetSeconds !== undefined
          ? Math.max(error.resetSeconds * 1000, backoff)
          : backoff;
      if (now() - started + delay + policy.timeoutMs > policy.budgetMs) throw error;
      await wait(delay);
    }
  }
}
