/**
 * What the site does to Next's HTML for a fast first paint, in one place (docs/first-paint.md):
 * - the consent banner in the first paint: a <head> script (consent-check.ts), here;
 * - cached pages rewritten as they leave the cache (page-rewrites.mjs, used by
 *   lib/cache/cached-pages.mjs, plain JavaScript for the cache handlers);
 * - and, for the Node scripts only, the route table read from TypeScript (route-table.mjs).
 * `FIRST_PAINT=off` turns the first two off (switch.mjs).
 */
import { consentCheckScript } from './consent-check';
import { firstPaintEnabled } from './switch.mjs';

export { firstPaintEnabled };

/** The inline scripts of the root layout's <head>, in order; none with the switch off. */
export function headScripts(): string[] {
  return firstPaintEnabled() ? [consentCheckScript()] : [];
}
