/** Types for rate-limit.mjs. */
export type RateLimiter = { hit(address: string, now?: number): Promise<boolean> };
type Options = { limit?: number; windowMs?: number };
export function memoryRateLimiter(options?: Options): RateLimiter;
export function redisRateLimiter(client: unknown, prefix: string, options?: Options): RateLimiter;
