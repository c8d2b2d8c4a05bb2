/**
 * How many contact messages one address may send: `limit` per `windowMs` (a fixed window).
 * Counted in Redis when the site runs on several instances, so the limit holds across them;
 * in memory otherwise. If Redis fails, this instance's own count stands in rather than
 * turning every visitor away.
 */
import type { RedisClientType } from '@redis/client';

export type RateLimiter = { hit(address: string, now?: number): Promise<boolean> };
type Options = { limit?: number; windowMs?: number };

export function memoryRateLimiter({
  limit = 5,
  windowMs = 10 * 60_000,
}: Options = {}): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(address, now = Date.now()) {
      // Old windows go once the map grows: it holds at most one window's senders for long.
      if (windows.size > 10_000) {
        for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
      }
      let window = windows.get(address);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(address, window);
      }
      window.count += 1;
      return window.count <= limit;
    },
  };
}

export function redisRateLimiter(
  client: Pick<RedisClientType, 'multi'>,
  prefix: string,
  { limit = 5, windowMs = 10 * 60_000 }: Options = {},
): RateLimiter {
  const fallback = memoryRateLimiter({ limit, windowMs });
  return {
    async hit(address, now = Date.now()) {
      const key = `${prefix}contact:rate:${address}`;
      try {
        const [count] = await client.multi().incr(key).pExpire(key, windowMs, 'NX').exec();
        return Number(count) <= limit;
      } catch {
        return fallback.hit(address, now);
      }
    },
  };
}
