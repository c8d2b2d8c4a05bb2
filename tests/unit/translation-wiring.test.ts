/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { locales } from '@/lib/i18n';
import {
  translationFiles,
  translationFilesOnDisk,
  translationsName,
  translationsSource,
  wordsModules,
} from '@/lib/translation-wiring';

/**
 * Every content module with words in another language has its checked-in translations record,
 * as `npm run routes:generate` writes it, and there is no other.
 */

const root = process.cwd();
const wanted = translationFiles(wordsModules(root));

function swedishModules(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return swedishModules(file, base);
    return [path.relative(base, file).replace(/\.ts$/, '').split(path.sep).join('/')];
  });
}

describe('the translations records', () => {
  it.each(swedishModules(path.join(root, 'content/sv')))(
    'content/sv/%s has its record under content/translations',
    (module) => {
      expect(translationFilesOnDisk(root)).toContain(`content/translations/${module}.ts`);
    },
  );

  it('are on disk as the generator writes them, and no others', () => {
    expect(translationFilesOnDisk(root).sort()).toEqual([...wanted.keys()].sort());
    for (const [file, source] of wanted) {
      expect([file, readFileSync(path.join(root, file), 'utf8')]).toEqual([file, source]);
    }
  });

  it('name every language but English, with imports as deep as the module', () => {
    const others = locales.filter((locale) => locale !== 'en');
    const source = translationsSource('registry/services');
    for (const locale of others) {
      expect(source).toContain(`import * as ${locale} from '../../${locale}/registry/services';\n`);
    }
    expect(source).toContain(
      `export const registryServicesTranslations = { ${others.join(', ')} };\n`,
    );
    expect(source).not.toMatch(/\ben\b.*from/);
  });

  it('give each module a name of its own', () => {
    expect(translationsName('services/index')).toBe('servicesTranslations');
    expect(translationsName('tech-solution/sub-pages')).toBe('techSolutionSubPagesTranslations');
    expect(() => translationFiles(['services', 'services/index'])).toThrow(/both/);
  });
});
