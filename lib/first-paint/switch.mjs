/**
 * The one switch for everything in lib/first-paint: `FIRST_PAINT=off` (read when `next start`
 * starts, for the rewrites of cached pages) leaves Next's HTML exactly as Next renders it. Plain
 * JavaScript: the cache handlers load it unbundled.
 */
export function firstPaintEnabled(env = process.env) {
  return env.FIRST_PAINT !== 'off';
}
