/**
 * The translations records: for each content module, one generated file under
 * content/translations/ that imports its words in every language but English
 * (`export const aboutTranslations = { sv }`), so a page names no language
 * (`inLocale(locale, en, aboutTranslations)`) and a new language is one line in `languages`
 * (lib/i18n.ts) and a run of `npm run routes:generate`. One file per module, not one for the
 * site: a client component carries the words of the modules it reads, not of every module.
 * tests/unit/translation-wiring.test.ts fails when a checked-in file differs from what this makes.
 *
 * Imported by scripts/generate-routes.ts, so it names its imports with the extension.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { prefixedLocales } from './i18n.ts';

const translationsDir = 'content/translations';

/** Every file under `dir`, by its path from `base`, with `/`; none when `dir` does not exist. */
function pathsUnder(dir: string, base = dir): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return pathsUnder(file, base);
    return [path.relative(base, file).split(path.sep).join('/')];
  });
}

/** Module paths under `dir` (`registry/services`), without their extension. */
function modulesUnder(dir: string): string[] {
  return pathsUnder(dir)
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => file.replace(/\.tsx?$/, ''));
}

/**
 * The content modules that have words in another language: every module under
 * content/<locale>/ of a language but English, in any of them.
 */
export function wordsModules(root: string): string[] {
  const modules = prefixedLocales.flatMap((locale) =>
    modulesUnder(path.join(root, 'content', locale)),
  );
  return [...new Set(modules)].sort();
}

/** The translations files on disk, by path from the repository's root. */
export function translationFilesOnDisk(root: string): string[] {
  return modulesUnder(path.join(root, translationsDir)).map(
    (module) => `${translationsDir}/${module}.ts`,
  );
}

/**
 * The record's name for a module: its path in camel case, without `index`
 * (`registry/services` → `registryServicesTranslations`, `services/index` →
 * `servicesTranslations`), unique as long as the paths are.
 */
export function translationsName(module: string): string {
  const words = module
    .split('/')
    .filter((segment, index, all) => !(segment === 'index' && index === all.length - 1))
    .flatMap((segment) => segment.split('-'));
  const [first = '', ...rest] = words;
  return `${first}${rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}Translations`;
}

/** A locale as an identifier: `sv`, or `pt_BR` for `pt-BR`. */
function binding(locale: string): string {
  return locale.replace(/[^A-Za-z0-9_$]/g, '_');
}

/** The source of a module's translations file. */
export function translationsSource(module: string): string {
  const up = '../'.repeat(module.split('/').length);
  const imports = prefixedLocales
    .map((locale) => `import * as ${binding(locale)} from '${up}${locale}/${module}';\n`)
    .join('');
  const entries = prefixedLocales
    .map((locale) => (binding(locale) === locale ? locale : `'${locale}': ${binding(locale)}`))
    .join(', ');
  return `// Written by \`npm run routes:generate\` from the languages of lib/i18n.ts; not edited by hand.
${imports}
/** The words of content/${module}.ts in every language but English, for \`inLocale\`. */
export const ${translationsName(module)} = { ${entries} };
`;
}

/** The translations files the modules make, by path from the repository's root. */
export function translationFiles(modules: readonly string[]): Map<string, string> {
  const files = new Map<string, string>();
  const names = new Map<string, string>();
  for (const wordsModule of modules) {
    const name = translationsName(wordsModule);
    const other = names.get(name);
    if (other) throw new Error(`content/${wordsModule} and content/${other} would both be ${name}`);
    names.set(name, wordsModule);
    files.set(`${translationsDir}/${wordsModule}.ts`, translationsSource(wordsModule));
  }
  return files;
}
