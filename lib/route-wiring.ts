/**
/**
 * The wiring that follows from the route table, the languages and the files the site serves,
 * written out as files because it is read statically: the English and other languages' page
 * files, the proxy's matcher (a literal, or Next ignores it), the list of files that are no page
 * (lib/static-files.ts), the cache tier's language patterns (Varnish compiles literals),
 * search's stemmers (a bundler follows literal imports) and each language's social image.
 * `npm run routes:generate` writes them (scripts/generate-routes.ts); the unit tests
 * (route-wiring, social-image) fail when a checked-in file differs from what this makes.
 *
 * Imported by that script as well as by the test, which read the trees with the same
 * `filesUnder`, so it and what it imports name their files with the extension (Node runs
 * TypeScript without a bundler's resolution).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  defaultLocale,
  localePrefix,
  locales,
  prefixedLocales,
  stemmerName,
  type Locale,
} from './i18n.ts';
import { pageModules, redirectRules, searchPaths, unknownPathRewrites } from './routes.ts';

/** Where a language's pages live under app/: English at the root, every other under its prefix. */
export function treeOf(locale: Locale): string {
  return `app/(${locale})${localePrefix(locale)}`;
}

/**
 * Every file under `dir`, by its path under `dir` with forward slashes; none when `dir` does
 * not exist (a language whose tree is not written yet).
 */
export function pathsUnder(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    // A prefixed language's tree lives inside its group: app/(sv)/sv.
    if (statSync(file).isDirectory()) return pathsUnder(file, base);
    return [path.relative(base, file).split(path.sep).join('/')];
  });
}

/** Every file under `dir` (`pathsUnder`) with its source. */
export function filesUnder(dir: string): Map<string, string> {
  return new Map(pathsUnder(dir).map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]));
}

/**
 * A news error boundary in `locale`: a client component, so it imports the news words of its
 * own language alone (the English boundary names the English words), and its JavaScript, which
 * loads with every page it covers, carries no other language.
 */
function newsErrorBoundary(locale: Locale, component: string, name: string): string {
  return `'use client';

import { ${component} } from '@/app/_pages/news/${name}';
import * as en from '@/content/news/page';
import * as ${locale} from '@/content/${locale}/news/page';
import { inLocale } from '@/lib/i18n';

/**
 * The news words' structure and this language's words, not another language's: the boundary's
 * JavaScript loads with every page it covers.
 */
export default function ${component}Boundary({ error }: { error: Error & { digest?: string } }) {
  return <${component} error={error} copy={inLocale('${locale}', en, { ${locale} }).newsPage} />;
}
`;
}

/**
 * Files of a prefixed language that are not the English ones in its language: the news error
 * boundaries, which carry one language's words.
 */
const prefixedLanguageFiles: Record<string, (locale: Locale) => string> = {
  'news/error.tsx': (locale) => newsErrorBoundary(locale, 'NewsError', 'news-error'),
  'news/[slug]/error.tsx': (locale) => newsErrorBoundary(locale, 'PostError', 'post-error'),
};

/** The first line of a page file the script writes into the English tree from the table. */
const writtenFromTheTable =
  '// Written by npm run routes:generate from the route table (pageModules): not edited by hand.\n';

/**
 * The English page file of every route of `pageModules`, by path under the English tree: it
 * builds the module's `page` in English. Every other language's file is made from it.
 */
function tablePageFiles(): Map<string, string> {
  return new Map(
    Object.entries(pageModules).map(([route, module]) => [
      route === '/' ? 'page.tsx' : `${route.slice(1)}/page.tsx`,
      `${writtenFromTheTable}import { page } from '@/app/_pages/${module}';
import { staticRoute } from '@/app/_pages/localized-route';

const route = staticRoute('${defaultLocale}', page);
export const metadata = route.metadata;
export default route.Page;
`,
    ]),
  );
}

/**
 * The English tree as the script leaves it, from the tree on disk (by path under it): the
 * files written by hand, and the table's page files (`tablePageFiles`) in place of the ones
 * written before, which go with their route.
 */
export function englishTree(onDisk: ReadonlyMap<string, string>): Map<string, string> {
  const byHand = [...onDisk].filter(([, source]) => !source.startsWith(writtenFromTheTable));
  return new Map([...byHand, ...tablePageFiles()].sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * An English page file in `locale`, one folder deeper (under the language's prefix): the
 * English files name their language once, as 'en' or "en", and their relative imports go up
 * one level more.
 */
function inLanguage(source: string, locale: Locale): string {
  return source
    .replaceAll(`'${defaultLocale}'`, `'${locale}'`)
    .replaceAll(`"${defaultLocale}"`, `"${locale}"`)
    .replace(/(from |import )'((?:\.\.\/)+)/g, `$1'../$2`);
}

/**
 * The page files of `locale`'s tree, by path under it, from the English tree's files (by path
 * under app/(en)): the same files for the other language.
 */
export function languageTree(english: ReadonlyMap<string, string>, locale: Locale) {
  const files = new Map<string, string>();
  if (locale === defaultLocale) return new Map(english);
  for (const [file, source] of english) files.set(file, inLanguage(source, locale));
  for (const [file, make] of Object.entries(prefixedLanguageFiles)) files.set(file, make(locale));
  return files;
}

/**
 * Where a language's search page lives: a root layout of its own (app/(search)), English at
 * app/(search)/search, every other language under its prefix.
 */
export function searchTreeOf(locale: Locale): string {
  return `app/(search)${localePrefix(locale)}/search`;
}

/** The search page's files in `locale`, from the English ones (by path under their folder). */
export function searchTree(english: ReadonlyMap<string, string>, locale: Locale) {
  if (locale === defaultLocale) return new Map(english);
  return new Map([...english].map(([file, source]) => [file, inLanguage(source, locale)]));
}

/**
 * The paths of the proxy's matcher that follow from the route table: the redirect sources, the
 * tech-solution pages of every language, every path under a prefixed language that is no page,
 * and the search pages. The others (trailing slashes, percent signs, images, drafts, posted
 * forms) are literal.
 */
export function generatedMatcherPaths(): string[] {
  return [
    ...redirectRules.map((rule) => rule.source),
    ...locales.map((locale) => `${localePrefix(locale)}/tech-solution/:page`),
    ...unknownPathRewrites().map((rewrite) => rewrite.source),
    ...searchPaths,
  ];
}

const begin =
  '    // Generated from the route table (npm run routes:generate): not edited by hand.\n';
const end = '    // End of the generated paths.\n';

/** proxy.ts with its generated matcher paths replaced by `paths`. */
export function withMatcherPaths(proxySource: string, paths: readonly string[]): string {
  const from = proxySource.indexOf(begin);
  const to = proxySource.indexOf(end);
  if (from < 0 || to < from) throw new Error('proxy.ts has no generated matcher block');
  const lines = paths.map((path) => `    ${quote(path)},\n`).join('');
  return proxySource.slice(0, from + begin.length) + lines + proxySource.slice(to);
}

function quote(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/**
 * Files in app/ that Next serves as they are, at the root (its metadata file conventions: the
 * icons, a favicon, a manifest). Code (`robots.ts`) is a route handler, in `routeHandlerPaths`.
 */
const appFilePattern =
  /^(?:favicon\.ico|(?:icon|apple-icon|opengraph-image|twitter-image)\d*\.(?:ico|jpe?g|png|gif|svg)|manifest\.(?:json|webmanifest))$/;

/** Every file the site serves as it is, by its path: public/'s, then app/'s icons. */
export function staticFilePaths(root: string): string[] {
  const publicFiles = pathsUnder(path.join(root, 'public')).sort();
  const appFiles = readdirSync(path.join(root, 'app'), { withFileTypes: true })
    .filter((entry) => entry.isFile() && appFilePattern.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  return [...publicFiles, ...appFiles].map((file) => `/${file}`);
}

/** lib/static-files.ts, listing `paths`. */
export function staticFilesModule(paths: readonly string[]): string {
  return `// Written by npm run routes:generate from public/ and app/'s icons: not edited by hand.

/**
 * Every file the site serves as it is. A path at the root that is neither a page nor one of
 * these is answered with the 404 page (lib/routes.ts, \`unknownPathPattern\`), so a file added to
 * public/ is served once \`npm run routes:generate\` has listed it here (the build checks).
 */
export const staticFiles: readonly string[] = [
${paths.map((file) => `  ${quote(file)},\n`).join('')}];
`;
}

/** Where search finds each language's Snowball stemmer. */
export const stemmersFile = 'lib/search/stemmers.ts';

/**
 * The source of `stemmersFile`: each language's stemmer (its `stemmer` in `languages`) imported
 * from @orama/stemmers, by locale. Written out because a bundler follows only literal imports,
 * and kept apart from lib/i18n.ts, which the browser loads.
 */
export function stemmersSource(): string {
  const names = [...new Set(locales.map((locale) => stemmerName[locale]))].sort();
  const imports = names
    .map((name) => `import { stemmer as ${name} } from '@orama/stemmers/${name}';\n`)
    .join('');
  const entries = locales.map((locale) => `${locale}: ${stemmerName[locale]}`).join(', ');
  return `// Written by \`npm run routes:generate\` from the languages of lib/i18n.ts; not edited by hand.
${imports}
/** Each language's Snowball stemmer (\`stemmer\` in \`languages\`), by locale. */
export const snowballStemmers = { ${entries} };
`;
}

/** The cache tier's configuration. */
export const vclFile = 'deploy/varnish/default.vcl';

/** The start of a VCL pattern that takes an address in any language: `"^(/sv)?/`. */
const vclLanguagePrefixes = /"\^\((?:\/[\w-]+(?:\|\/[\w-]+)*)?\)\?\//g;

/**
 * The VCL with every pattern that takes an address in any language (`"^(/sv)?/contact`) naming
 * the prefixes of the languages of `languages`: Varnish compiles its patterns from literals.
 */
export function withVclLanguagePrefixes(vcl: string): string {
  if (vcl.search(vclLanguagePrefixes) < 0) throw new Error(`${vclFile} has no language pattern`);
  const alternation = prefixedLocales.map((locale) => localePrefix(locale)).join('|');
  return vcl.replace(vclLanguagePrefixes, `"^(${alternation})?/`);
}

/** Each language's default social image: its own, or English's while it has none. */
export const socialImagesFile = 'lib/social-images.ts';

/** Where a language's own default social image is served from (`npm run render:art`). */
function socialImageOf(locale: Locale): string {
  return `/og${localePrefix(locale)}/solvik-default.png`;
}

/**
 * The source of `socialImagesFile`, from the images under `root`/public: a language whose
 * artwork is not drawn yet (one just added) shows the English image, not a missing file.
 */
export function socialImagesSource(root: string): string {
  const entries = locales.map((locale) => {
    const own = existsSync(path.join(root, 'public', socialImageOf(locale)));
    const shown = own ? locale : defaultLocale;
    return `  ${locale}: { path: '${socialImageOf(shown)}', locale: '${shown}' },\n`;
  });
  return `// Written by \`npm run routes:generate\` from the images under public/og; not edited by hand.
import type { Locale } from './i18n';

/**
 * Each language's default social image (its words are the tagline) and the language it is in:
 * its own (\`npm run render:art\`), or English's while it has none.
 */
export const socialImages: Record<Locale, { path: string; locale: Locale }> = {
${entries.join('')}};
`;
}
