/** Types for scripts-after-paint.mjs (plain JavaScript: Next loads cache handlers unbundled). */

export function runScriptsAfterPaint(html: string): string;
