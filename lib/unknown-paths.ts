/**
 * Which paths are no page, in each language: next.config.ts rewrites them to their language's
 * one 404 page, built ahead, and the proxy answers them 404. Read on the server only (it lists
 * the files of public/).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  defaultLocale,
  localeOfPath,
  localePrefix,
  locales,
  routedPath,
  type Locale,
} from './i18n.ts';
import { escapeRegExp, routeHandlerPaths, staticRoutes } from './routes.ts';

/**
 * Files in app/ that Next serves as they are, at the root (its metadata file conventions: the
 * icons, a favicon, a manifest). Code (`robots.ts`) is a route handler, in `routeHandlerPaths`.
 */
const appFilePattern =
  /^(?:favicon\.ico|(?:icon|apple-icon|opengraph-image|twitter-image)\d*\.(?:ico|jpe?g|png|gif|svg)|manifest\.(?:json|webmanifest))$/;

let files: readonly string[] | undefined;

/**
 * Every file the site serves as it is, by its path: public/'s, then app/'s icons, read once
 * from the project (`next build` and `next start` run in it).
 */
export function staticFiles(): readonly string[] {
  files ??= readStaticFiles(process.cwd());
  return files;
}

function readStaticFiles(root: string): string[] {
  const publicDir = path.join(/*turbopackIgnore: true*/ root, 'public');
  const publicFiles = readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
  const appFiles = readdirSync(path.join(/*turbopackIgnore: true*/ root, 'app'), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isFile() && appFilePattern.test(entry.name))
    .map((entry) => entry.name);
  return [...publicFiles.sort(), ...appFiles.sort()].map((file) => `/${file}`);
}

/**
 * Paths in every language that are pages without being in the table: news posts and list
 * pages, the tech-solution values (their own rule, `unknownTechSolutionRewrite`) and the draft
 * preview.
 */
const dynamicPaths = [
  'news/[^/]+',
  'news/page/[^/]+',
  'tech-solution/[^/]+',
  'live-preview/news(?:/[^/]+)?',
];

/**
 * Paths at the root that are no page of English's and are answered all the same: every other
 * language's pages (under its prefix), the route handlers, the files of public/ and app/'s
 * icons (`staticFiles`), and Next's own files and image optimiser.
 */
function rootPathsOtherThanPages(): string[] {
  return [
    ...locales.map((locale) => `${escapeRegExp(locale)}(?:/.*)?`),
    ...routeHandlerPaths.map((path) => escapeRegExp(path.slice(1)).replace(/:\w+/g, '[^/]+')),
    ...staticFiles().map((file) => escapeRegExp(file.slice(1))),
    '_next/static/.*',
    '_next/image',
  ];
}

/**
 * What follows a language's prefix (`/` for English, `/sv/`) in a path that is no page: not a
 * route of the table, nor one of `dynamicPaths`, nor at the root anything else that answers
 * (`rootPathsOtherThanPages`). Such paths are rewritten to the language's one 404 page, built
 * ahead (`notFoundPage`), and answered 404 by the proxy, so that any number of made-up paths
 * is served one page, kept once: rendered per path, each would be a page of its own.
 */
function unknownPathPattern(locale: Locale): string {
  const known = staticRoutes
    .filter((r) => r.path !== '/')
    .map((r) => escapeRegExp(r.path.slice(1)));
  const others = locale === defaultLocale ? rootPathsOtherThanPages() : [];
  // Next matches a rewrite's source without regard to case, and serves a page or file only at
  // its own spelling: `(?-i:…)` keeps the exceptions to their exact case, so `/About` is
  // rewritten to the 404 page too, instead of matching no route.
  return `(?!(?-i:${[...known, ...dynamicPaths, ...others].join('|')})$).+`;
}

/**
 * The 404 page every unknown path of a language is served (not a page of the table), as
 * app/(site)/[locale] names it.
 */
export function notFoundPage(locale: Locale): string {
  return routedPath('/page-not-found', locale);
}

/** next.config.ts's rewrites of every path that is no page, one per language. */
export function unknownPathRewrites(): { source: string; destination: string }[] {
  return locales.map((locale) => ({
    source: `${localePrefix(locale)}/:path(${unknownPathPattern(locale)})`,
    destination: notFoundPage(locale),
  }));
}

/** Each language's paths that are no page, compiled on first use: the proxy asks per request. */
let unknownPaths: ReadonlyMap<Locale, RegExp> | undefined;

/** True for a path that is no page, in any language (`unknownPathPattern`). */
export function isUnknownPath(pathname: string): boolean {
  unknownPaths ??= new Map(
    locales.map((locale) => [
      locale,
      new RegExp(`^${localePrefix(locale)}/${unknownPathPattern(locale)}$`),
    ]),
  );
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return unknownPaths.get(localeOfPath(path))?.test(path) ?? false;
}
