import { createRequire } from 'node:module';
import path from 'node:path';
import { locales, stemmerName, type Locale } from '../i18n.ts';

type Stemmer = (word: string) => string;

/**
 * Each language's Snowball stemmer from @orama/stemmers, by the name its line in `languages`
 * gives (`stemmer: 'swedish'`), loaded when search first runs. Loaded by Node's own require,
 * from the project's node_modules, rather than by a literal import for each language: a new
 * language needs no line here. Server only (lib/i18n.ts, which the browser loads, names the
 * stemmer and imports none).
 */
const load = createRequire(path.join(process.cwd(), 'package.json'));

export const snowballStemmers = Object.fromEntries(
  locales.map((locale) => [
    locale,
    (
      load(/* turbopackIgnore: true */ `@orama/stemmers/${stemmerName[locale]}`) as {
        stemmer: Stemmer;
      }
    ).stemmer,
  ]),
) as Record<Locale, Stemmer>;
