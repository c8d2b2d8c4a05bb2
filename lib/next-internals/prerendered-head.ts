/**
 * The <head> of a page as `next build` pre-rendered it: `<distDir>/server/app/<page>.html`
 * (`index` for the home page, `sv` for the Swedish one, `contact`). A page rendered for each
 * request has no such file, but shares its root layout's head with one that has: the policy of
 * such a page takes the head's inline scripts from it (lib/per-request-policy.ts), and the
 * search pages the stylesheets Next links there (first-paint/site-stylesheet.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The markup inside the page's <head>; throws when the build has no such page (`next dev`). */
export function prerenderedHead(page: string, distDir = process.env.NEXT_DIST_DIR || '.next') {
  const file = path.join(/*turbopackIgnore: true*/ distDir, 'server', 'app', `${page}.html`);
  const html = readFileSync(file, 'utf8');
  return /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
}
