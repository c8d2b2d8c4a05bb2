/**
 * Words as the index sees them, per language: lower case (å, ä and ö kept as they are, so "år"
 * never matches "ar"), then stemmed, so "lönerna" and "lön" meet in one term.
 */
import { locales, stemmerName, type Locale } from '@/lib/i18n';
import { snowballStemmers } from './stemmers';
import { stopWords as stopWordLists } from './stop-words';

/** A run of letters and digits; an apostrophe or hyphen inside a word splits it. */
const wordPattern = /[\p{L}\p{N}]+/gu;

// Lower case as Unicode has it: the same in English and Swedish (å to Å and back).

/** The words of `text`, in order, lower case, as typed (not stemmed). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(wordPattern) ?? [];
}

export type WordSpan = { word: string; start: number; end: number };

/** Every word of `text` with where it starts and ends, one at a time (a body can be long). */
export function* wordSpansOf(text: string): Generator<WordSpan> {
  for (const match of text.matchAll(wordPattern)) {
    yield { word: match[0].toLowerCase(), start: match.index, end: match.index + match[0].length };
  }
}

/** Every word of `text` with where it starts and ends, for marking matches in a snippet. */
export function wordSpans(text: string): WordSpan[] {
  return [...wordSpansOf(text)];
}

/**
 * Snowball's Swedish stemmer leaves the definite neuter ending alone ("bokslutet", "företaget"),
 * one of the commonest endings there is: taken off here when a stem of four letters or more is
 * left, so short words ("paket", "året") keep their shape.
 */
function withoutDefiniteNeuter(stem: string): string {
  return stem.length >= 6 && stem.endsWith('et') ? stem.slice(0, -2) : stem;
}

/** What a Snowball stemmer misses, by its name: every language stemmed by it gets the rule. */
const refinements: Partial<Record<string, (stem: string) => string>> = {
  swedish: withoutDefiniteNeuter,
};

function stemmerOf(locale: Locale): (word: string) => string {
  const snowball = snowballStemmers[locale];
  const refine = refinements[stemmerName[locale]];
  return refine ? (word) => refine(snowball(word)) : snowball;
}

/** One value per language of the registry. */
function perLocale<T>(make: (locale: Locale) => T): Record<Locale, T> {
  return Object.fromEntries(locales.map((locale) => [locale, make(locale)])) as Record<Locale, T>;
}

const stemmers = perLocale(stemmerOf);

/**
 * Words in nearly every text, a list of each language's own (stop-words.ts): left out of the
 * index. A phrase still needs them, word for word (engine.ts checks phrases on the text).
 */
const stopWords = perLocale((locale): ReadonlySet<string> => new Set(stopWordLists[locale] ?? []));

/**
 * The index term of a (lower-case) word in `locale`, or null for a word not indexed (a stop
 * word). Digits are kept as they are.
 */
export function termOf(word: string, locale: Locale): string | null {
  if (stopWords[locale].has(word)) return null;
  if (/^\p{N}+$/u.test(word)) return word;
  return stemmers[locale](word);
}

// Typographic marks outside Latin-1, as plain ones: a text of Latin-1 characters alone (å, ä,
// ö and é among them) is stored by V8 at one byte a character instead of two.
const plainMarks: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u2026': '...',
  '\u2009': ' ',
  '\u202F': ' ',
  '\u2192': '->',
};
const typographic = new RegExp(`[${Object.keys(plainMarks).join('')}]`, 'g');

/** `text` with its typographic dashes, quotes and spaces as their plain Latin-1 twins. */
export function plainMarksOf(text: string): string {
  const plain = text.replace(typographic, (mark) => plainMarks[mark] ?? mark);
  // A fresh copy: what `replace` returns can still be two bytes a character, and a slice of the
  // original (which it then keeps alive).
  return latin1.test(plain) ? Buffer.from(plain, 'latin1').toString('latin1') : plain;
}

const latin1 = /^[\u0000-\u00ff]*$/;
