/**
 * The wiring that follows from the languages, written out as files because it is read
 * statically: the cache tier's language patterns (Varnish compiles literals), and each
 * language's social image.
 * `npm run routes:generate` writes them (scripts/generate-routes.ts); the unit tests
 * (route-wiring, social-image) fail when a checked-in file differs from what this makes.
 *
 * Imported by that script as well as by the test, which read the trees with the same
 * `filesUnder`, so it and what it imports name their files with the extension (Node runs
 * TypeScript without a bundler's resolution).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, localePrefix, locales, prefixedLocales, type Locale } from './i18n.ts';

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
