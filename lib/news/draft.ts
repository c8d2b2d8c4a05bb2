import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of the draft-mode secret. */
export function matchesSecret(given: string, expected: string | undefined): boolean {
  if (!expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Where leaving draft mode may go: a same-origin path only (`//host`, `/\\host`, URLs → /news). */
export function safeReturnPath(path: string | null): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\'))
    return '/news';
  return path;
}
