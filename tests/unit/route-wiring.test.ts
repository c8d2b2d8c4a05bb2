/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  englishTree,
  filesUnder,
  generatedMatcherPaths,
  languageTree,
  searchTree,
  searchTreeOf,
  staticFilePaths,
  staticFilesModule,
  stemmersFile,
  stemmersSource,
  treeOf,
  vclFile,
  withMatcherPaths,
  withVclLanguagePrefixes,
} from '@/lib/route-wiring';
import { localePrefix, locales, prefixedLocales, stemmerName } from '@/lib/i18n';
import { pageModules, searchPaths } from '@/lib/routes';
import { config } from '@/proxy';

/**
 * The checked-in wiring is what the route table and the languages make of it
 * (npm run routes:generate): every language's page files, the proxy's matcher, the cache
 * tier's language patterns and search's stemmers.
 */

const root = process.cwd();

const english = filesUnder(path.join(root, treeOf('en')));

describe('the route wiring', () => {
  it("the English tree holds a page file for every route of the table's page modules, as written", () => {
    expect([...englishTree(english)]).toEqual([...english].sort(([a], [b]) => a.localeCompare(b)));
    for (const [route, module] of Object.entries(pageModules)) {
      const file = route === '/' ? 'page.tsx' : `${route.slice(1)}/page.tsx`;
      expect(english.get(file)).toContain(`import { page } from '@/app/_pages/${module}';`);
    }
  });

  it('a page file written from the table goes with its route; a file written by hand stays', () => {
    const [about, generated] = ['about/page.tsx', english.get('about/page.tsx') ?? ''];
    const byHand = 'export default function News() {}\n';
    const tree = englishTree(
      new Map([
        [about, generated],
        ['retired/page.tsx', generated.replace('about/about-page', 'retired/retired-page')],
        ['news/page.tsx', byHand],
      ]),
    );
    expect(tree.has('retired/page.tsx')).toBe(false);
    expect(tree.get('news/page.tsx')).toBe(byHand);
    expect(tree.get(about)).toBe(generated);
  });

  it.each(prefixedLocales)('the %s tree is the English one, in its language', (locale) => {
    const onDisk = filesUnder(path.join(root, treeOf(locale)));
    const wanted = languageTree(english, locale);
    expect([...onDisk.keys()].sort()).toEqual([...wanted.keys()].sort());
    for (const [file, source] of wanted) expect([file, onDisk.get(file)]).toEqual([file, source]);
  });

  it.each(prefixedLocales)('the %s search page is the English one, in its language', (locale) => {
    const englishSearch = filesUnder(path.join(root, searchTreeOf('en')));
    const onDisk = filesUnder(path.join(root, searchTreeOf(locale)));
    const wanted = searchTree(englishSearch, locale);
    expect([...onDisk.keys()].sort()).toEqual(['layout.tsx', 'page.tsx']);
    for (const [file, source] of wanted) expect([file, onDisk.get(file)]).toEqual([file, source]);
  });

  it('writes a page for another language with its locale and its deeper relative imports', () => {
    const tree = languageTree(
      new Map([
        ['about/page.tsx', "import '../globals.css';\nconst route = staticRoute('en', About);\n"],
        ['layout.tsx', '<SiteDocument locale="en" />'],
      ]),
      'sv',
    );
    expect(tree.get('about/page.tsx')).toBe(
      "import '../../globals.css';\nconst route = staticRoute('sv', About);\n",
    );
    expect(tree.get('layout.tsx')).toBe('<SiteDocument locale="sv" />');
    expect([...tree.keys()].sort()).toEqual([
      'about/page.tsx',
      'layout.tsx',
      'news/[slug]/error.tsx',
      'news/error.tsx',
    ]);
  });

  it.each(prefixedLocales)(
    'gives the %s news error boundaries its own words and no other language’s',
    (locale) => {
      const tree = languageTree(english, locale);
      for (const file of ['news/error.tsx', 'news/[slug]/error.tsx']) {
        const source = tree.get(file) ?? '';
        expect(source.startsWith("'use client';\n")).toBe(true);
        const words = [...source.matchAll(/from '@\/content\/(?:([a-z-]+)\/)?news\/page'/g)];
        expect(words.map((match) => match[1] ?? 'en')).toEqual(['en', locale]);
        expect(source).toContain(`inLocale('${locale}', en, { ${locale} })`);
      }
    },
  );

  it("the cache tier's language patterns name every prefixed language, as written", () => {
    const vcl = readFileSync(path.join(root, vclFile), 'utf8');
    expect(withVclLanguagePrefixes(vcl)).toBe(vcl);
    const alternation = prefixedLocales.map((locale) => localePrefix(locale)).join('|');
    expect(vcl.split(`"^(${alternation})?/`).length - 1).toBeGreaterThanOrEqual(3);
    const other = vcl.replaceAll(`"^(${alternation})?/`, '"^(/xx)?/');
    expect(withVclLanguagePrefixes(other)).toBe(vcl);
    expect(() => withVclLanguagePrefixes('sub vcl_recv {}')).toThrow(/no language pattern/);
  });

  it("search's stemmers are each language's, as written", () => {
    expect(readFileSync(path.join(root, stemmersFile), 'utf8')).toBe(stemmersSource());
    for (const locale of locales) {
      expect(stemmersSource()).toContain(`from '@orama/stemmers/${stemmerName[locale]}';`);
      expect(stemmersSource()).toContain(`${locale}: ${stemmerName[locale]}`);
    }
  });

  it("the proxy's matcher holds the paths the route table makes, as written", () => {
    const source = readFileSync(path.join(root, 'proxy.ts'), 'utf8');
    expect(withMatcherPaths(source, generatedMatcherPaths())).toBe(source);
    const literal = config.matcher.filter((entry) => typeof entry === 'string');
    expect(literal.slice(0, generatedMatcherPaths().length)).toEqual(generatedMatcherPaths());
  });

  it('lists every file the site serves as it is, as written (a file added to public/ included)', () => {
    const source = readFileSync(path.join(root, 'lib/static-files.ts'), 'utf8');
    expect(source).toBe(staticFilesModule(staticFilePaths(root)));
    expect(staticFilesModule(['/images/new.webp'])).toContain("  '/images/new.webp',\n");
  });

  it("the proxy's matcher takes in the search page of every language, from the table", () => {
    const literal = config.matcher.filter((entry) => typeof entry === 'string');
    expect(generatedMatcherPaths()).toEqual(expect.arrayContaining([...searchPaths]));
    expect(literal).toEqual(expect.arrayContaining([...searchPaths]));
  });

  it('catches a matcher that differs from the table', () => {
    const source = readFileSync(path.join(root, 'proxy.ts'), 'utf8');
    const edited = withMatcherPaths(source, ['/made-up']);
    expect(edited).not.toBe(source);
    expect(withMatcherPaths(edited, generatedMatcherPaths())).toBe(source);
  });
});
