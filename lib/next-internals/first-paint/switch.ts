/**
 * The one switch for everything in this folder: `FIRST_PAINT=off` (read when `next start`
 * starts, for the rewrites of cached pages) leaves Next's HTML exactly as Next renders it.
 */
export function firstPaintEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.FIRST_PAINT !== 'off';
}
