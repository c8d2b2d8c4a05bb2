/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { snowballStemmers } from '@/lib/search/stemmers';
import { localePrefix, locales, prefixedLocales } from '@/lib/i18n';

/**
 * What follows from the languages needs no line of its own: the cache tier's language patterns
 * take any code, and search loads each language's stemmer by the name its registry line gives.
 */

const root = process.cwd();

describe('the language wiring', () => {
  it("the cache tier's language patterns take every language's prefix, a two-letter code", () => {
    const vcl = readFileSync(path.join(root, 'deploy/varnish/default.vcl'), 'utf8');
    const patterns = vcl.match(/"\^\(\/\[a-z\]\{2\}\)\?\//g) ?? [];
    expect(patterns.length).toBeGreaterThanOrEqual(3);
    for (const locale of locales) expect(locale).toMatch(/^[a-z]{2}$/);
    // No language is named there: a new one needs no line in the VCL.
    for (const locale of prefixedLocales) expect(vcl).not.toContain(`(${localePrefix(locale)})?`);
  });

  it("search's stemmers are each language's, loaded by the name its registry line gives", () => {
    for (const locale of locales) {
      expect(typeof snowballStemmers[locale]).toBe('function');
    }
    expect(snowballStemmers.sv('lönespecifikationer')).toBe('lönespecifikation');
    expect(snowballStemmers.en('payrolls')).toBe('payrol');
  });
});
