/**
 * Where `next build` writes a pre-rendered page, and its <head>: `<distDir>/server/app/` with
 * the page's path in the route tree as the file name (`en.html` for `/`, `sv.html` for `/sv`,
 * `en/about.html` for `/about`). The search
 * index reads whole pages (scripts/build-search-index.ts). A page rendered for each request has
 * no such file, but shares its root layout's head with one that has: its policy takes the head's
 * inline scripts from it (lib/per-request-policy.ts), and the search pages the stylesheets Next
 * links there (lib/site-stylesheets.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localeOfPath, pathWithoutLocale, routedPath } from '../i18n.ts';

/** The file of the page at `pathname` (`/`, `/sv`, `/contact`) in the build at `distDir`. */
export function prerenderedFile(pathname: string, distDir = process.env.NEXT_DIST_DIR || '.next') {
  const name = routedPath(pathWithoutLocale(pathname), localeOfPath(pathname)).slice(1);
  return path.join(/*turbopackIgnore: true*/ distDir, 'server', 'app', `${name}.html`);
}

/** The markup inside the page's <head>; throws when the build has no such page (`next dev`). */
export function prerenderedHead(pathname: string, distDir = process.env.NEXT_DIST_DIR || '.next') {
  const html = readFileSync(prerenderedFile(pathname, distDir), 'utf8');
  return /<head\b[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? '';
}
