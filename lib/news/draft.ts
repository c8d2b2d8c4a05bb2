import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of the draft-mode secret. */
export function matchesSecret(given: string, expected: string | undefined): boolean {
  if (!expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Where leaving draft mode may go: a path on our own origin, else `/news`. The path is parsed
 * the way a browser would read it (tabs and newlines dropped, `\` as `/`), so `/\t/evil.com`,
 * `/\evil.com`, `//evil.com` and absolute URLs all resolve to another origin and are refused. `origin` is
 * the site's own; any origin gives the same answer, since only a change of origin matters.
 */
export function safeReturnPath(path: string | null, origin = 'https://site.invalid'): string {
  if (!path) return '/news';
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return '/news';
  }
  if (url.origin !== new URL(origin).origin) return '/news';
  // `/.//evil.com` resolves on our origin to the path `//evil.com`, which a Location header
  // would send off-site again.
  if (url.pathname.startsWith('//')) return '/news';
  return url.pathname + url.search + url.hash;
}
