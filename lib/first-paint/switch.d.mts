/** Types for switch.mjs (plain JavaScript: the cache handlers load it unbundled). */
export function firstPaintEnabled(env?: Record<string, string | undefined>): boolean;
