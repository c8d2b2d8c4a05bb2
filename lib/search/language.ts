/**
 * Words as the index sees them, per language: lower case (å, ä and ö kept as they are, so "år"
 * never matches "ar"), then stemmed, so "lönerna" and "lön" meet in one term.
 */
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as swedishStemmer } from '@orama/stemmers/swedish';
import type { Locale } from '@/lib/i18n';

/** A run of letters and digits; an apostrophe or hyphen inside a word splits it. */
const wordPattern = /[\p{L}\p{N}]+/gu;

/** The words of `text`, in order, lower case, as typed (not stemmed). */
export function wordsOf(text: string): string[] {
  return text.toLocaleLowerCase('sv').match(wordPattern) ?? [];
}

/** Every word of `text` with where it starts and ends, for marking matches in a snippet. */
export function wordSpans(text: string): { word: string; start: number; end: number }[] {
  return [...text.matchAll(wordPattern)].map((match) => ({
    word: match[0].toLocaleLowerCase('sv'),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/**
 * Snowball's Swedish stemmer leaves the definite neuter ending alone ("bokslutet", "företaget"),
 * one of the commonest endings there is: taken off here when a stem of four letters or more is
 * left, so short words ("paket", "året") keep their shape.
 */
function swedishStem(word: string): string {
  const stem = swedishStemmer(word);
  return stem.length >= 6 && stem.endsWith('et') ? stem.slice(0, -2) : stem;
}

const stemmers: Record<Locale, (word: string) => string> = {
  en: englishStemmer,
  sv: swedishStem,
};

/** The index term of a (lower-case) word in `locale`. Digits are kept as they are. */
export function termOf(word: string, locale: Locale): string {
  if (/^\p{N}+$/u.test(word)) return word;
  return stemmers[locale](word);
}
