/** Types for inline-stylesheets.mjs (plain JavaScript: Next loads cache handlers unbundled). */

export function createStylesheetInliner(distDir: string): (html: string) => string;
