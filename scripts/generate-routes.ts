/**
 * Writes the wiring that follows from the route table and the languages (lib/route-wiring.ts):
 * the page files of every language but English, from the English tree (the search page's too),
 * the generated paths of the proxy's matcher, the list of files the site serves as they are
 * (lib/static-files.ts), the language prefixes of the cache tier's patterns, search's stemmers
 * and each language's social image; each content module's translations record
 * (lib/translation-wiring.ts); and the demo news export, whose locales are the languages'
 * (scripts/build-space-export.ts). `--check` writes nothing and fails when a file would
 * change.
 *
 *   npm run routes:generate            after adding a page under app/(en), a words module, a language
 *                                      or a file to public/
 *   npm run routes:generate -- --check
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { prefixedLocales } from '../lib/i18n.ts';
import {
  filesUnder,
  generatedMatcherPaths,
  englishTree,
  languageTree,
  pathsUnder,
  searchTree,
  searchTreeOf,
  socialImagesFile,
  socialImagesSource,
  staticFilePaths,
  staticFilesModule,
  stemmersFile,
  stemmersSource,
  treeOf,
  vclFile,
  withMatcherPaths,
  withVclLanguagePrefixes,
} from '../lib/route-wiring.ts';
import {
  translationFiles,
  translationFilesOnDisk,
  wordsModules,
} from '../lib/translation-wiring.ts';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const stale: string[] = [];

function write(file: string, source: string) {
  const absolute = path.join(root, file);
  if (existsSync(absolute) && readFileSync(absolute, 'utf8') === source) return;
  stale.push(file);
  if (check) return;
  mkdirSync(path.dirname(absolute), { recursive: true });
  writeFileSync(absolute, source);
}

/**
 * Writes `wanted` (by path under `tree`) and removes what else is there: a page gone from the
 * English tree goes from the others.
 */
function writeTree(tree: string, wanted: ReadonlyMap<string, string>) {
  for (const [file, source] of wanted) write(`${tree}/${file}`, source);
  for (const file of pathsUnder(path.join(root, tree))) {
    if (wanted.has(file)) continue;
    stale.push(`${tree}/${file} (removed)`);
    if (!check) rmSync(path.join(root, tree, file));
  }
}

const english = englishTree(filesUnder(path.join(root, treeOf('en'))));
writeTree(treeOf('en'), english);
const englishSearch = filesUnder(path.join(root, searchTreeOf('en')));
for (const locale of prefixedLocales) {
  writeTree(treeOf(locale), languageTree(english, locale));
  writeTree(searchTreeOf(locale), searchTree(englishSearch, locale));
}

const translations = translationFiles(wordsModules(root));
for (const [file, source] of translations) write(file, source);
for (const file of translationFilesOnDisk(root)) {
  if (translations.has(file)) continue;
  stale.push(`${file} (removed)`);
  if (!check) rmSync(path.join(root, file));
}

write('lib/static-files.ts', staticFilesModule(staticFilePaths(root)));

const proxyFile = path.join(root, 'proxy.ts');
write('proxy.ts', withMatcherPaths(readFileSync(proxyFile, 'utf8'), generatedMatcherPaths()));
write(vclFile, withVclLanguagePrefixes(readFileSync(path.join(root, vclFile), 'utf8')));
write(stemmersFile, stemmersSource());
write(socialImagesFile, socialImagesSource(root));

const demoNews = execFileSync(
  process.execPath,
  [path.join(root, 'scripts/build-space-export.ts'), '--stdout'],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
write('content/news/space-export.json', demoNews);

if (check && stale.length > 0) {
  console.error(
    `Out of date with the route table (npm run routes:generate):\n  ${stale.join('\n  ')}`,
  );
  process.exit(1);
}
console.log(stale.length > 0 ? `Wrote:\n  ${stale.join('\n  ')}` : 'Route wiring is up to date.');
