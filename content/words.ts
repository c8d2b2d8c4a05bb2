import type { TranslatedLocale } from '@/lib/i18n';
import * as sv from './sv';

/**
 * The words registry: every language but English, and its words (content/<code>/index.ts).
 * English's words stand in the modules of content/ themselves, beside the structure they fill.
 * A language is its folder and its line here; one left out is a type error.
 */
const languages = { sv } satisfies Record<TranslatedLocale, unknown>;

type Languages = typeof languages;
type Module = keyof Languages[TranslatedLocale];

/**
 * Each words module in every language but English (`translations.about` is `{ sv }`), for
 * `inLocale(locale, about, translations.about)`. Read on the server: a client component gets
 * the words it shows from its server parent, as props.
 */
export const translations = Object.fromEntries(
  Object.keys(sv).map((module) => [
    module,
    Object.fromEntries(
      Object.entries(languages).map(([locale, words]) => [
        locale,
        (words as Record<string, unknown>)[module],
      ]),
    ),
  ]),
) as { readonly [M in Module]: { readonly [L in TranslatedLocale]: Languages[L][M] } };
