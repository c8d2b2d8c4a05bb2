/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stemmersFile, stemmersSource, vclFile, withVclLanguagePrefixes } from '@/lib/route-wiring';
import { localePrefix, locales, prefixedLocales, stemmerName } from '@/lib/i18n';

/**
 * The checked-in wiring is what the languages make of it (npm run routes:generate): the cache
 * tier's language patterns and search's stemmers.
 */

const root = process.cwd();

describe('the language wiring', () => {
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
});
