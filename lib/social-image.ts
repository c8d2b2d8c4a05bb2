/**
 * Each language's default social image, whose words are the tagline. Server only: it looks for
 * the file in public/, where `npm run render:art` draws one for each language with artwork of
 * its own (art/sv).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { defaultLocale, localePrefix, type Locale } from './i18n';

/** Where a language's own default social image is served from. */
function imageOf(locale: Locale): string {
  return `/og${localePrefix(locale)}/solvik-default.png`;
}

/**
 * The default social image of `locale`'s pages and the language it is in: its own, or
 * English's while it has none drawn (a language just added), never a missing file.
 */
export function socialImage(
  locale: Locale,
  root = process.cwd(),
): { path: string; locale: Locale } {
  const shown = existsSync(path.join(root, 'public', imageOf(locale))) ? locale : defaultLocale;
  return { path: imageOf(shown), locale: shown };
}
