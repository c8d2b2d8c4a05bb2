/**
 * Each language's social image, written out as a file because the browser reads site config
 * (and so cannot look for the file itself). `npm run routes:generate` writes it
 * (scripts/generate-routes.ts); tests/unit/pages/social-image.test.ts fails when the checked-in
 * file differs. Imported by that script, so it names its imports with the extension.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, localePrefix, locales, type Locale } from './i18n.ts';

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
