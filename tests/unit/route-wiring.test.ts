/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { vclFile, withVclLanguagePrefixes } from '@/lib/route-wiring';
import { snowballStemmers } from '@/lib/search/stemmers';
import { localePrefix, locales, prefixedLocales } from '@/lib/i18n';

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

  it("search's stemmers are each language's, loaded by the name its registry line gives", () => {
    for (const locale of locales) {
      expect(typeof snowballStemmers[locale]).toBe('function');
    }
    expect(snowballStemmers.sv('lönespecifikationer')).toBe('lönespecifikation');
    expect(snowballStemmers.en('payrolls')).toBe('payrol');
  });
});
