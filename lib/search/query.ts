/**
 * A visitor's query, made safe to run and to show: every search goes through `parseQuery`
 * first, the page's form, the JSON endpoint and the engine alike.
 */
import type { RefusedQuery } from './types';

/** The longest query searched; a longer one is cut here (at a word where it can be). */
export const maxQueryLength = 200;
/** A query longer than this is refused (414) rather than cut: no form sends one. */
export const hardQueryLimit = 2048;

// C0 and C1 controls (NUL among them), and the invisible format characters that would make
// two equal-looking queries differ (zero-width spaces and joiners, bidi overrides).
const controlCharacters = /[\p{Cc}\p{Cf}]/gu;

/**
 * The query to search, or why not. Accepts what a URL's search parameters give: nothing, one
 * value, or several (the first counts). Never throws.
 */
export function parseQuery(raw: string | string[] | undefined): { query: string } | RefusedQuery {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string') return { query: '' };
  if (value.length > hardQueryLimit) {
    return {
      status: 414,
      reason: `The search is too long: at most ${maxQueryLength} characters are searched.`,
    };
  }
  const cleaned = value
    .normalize('NFC')
    .replace(controlCharacters, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { query: cutAtWord(cleaned, maxQueryLength) };
}

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trim();
}

/** The highest results page asked for that is read as such; past it, the first is shown. */
const maxResultsPage = 1000;

/**
 * The page of results asked for by `?page=`: a whole number from 1, else 1 (nothing, several:
 * the first counts, "2.5", "-1", "two", a page past any search).
 */
export function parseResultsPage(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,3}$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page <= maxResultsPage ? page : 1;
}

export function isRefused(parsed: { query: string } | RefusedQuery): parsed is RefusedQuery {
  return 'status' in parsed;
}

/** What the engine looks for: loose words, and phrases that must appear as written. */
type QueryParts = { words: string[]; phrases: string[] };

/** Splits a parsed query into loose words and "quoted phrases" (an unclosed quote closes at the end). */
export function queryParts(query: string): QueryParts {
  const phrases: string[] = [];
  const loose = query.replace(/"([^"]*)("|$)/g, (_, phrase: string) => {
    if (phrase.trim()) phrases.push(phrase.trim());
    return ' ';
  });
  return { words: loose.split(' ').filter(Boolean), phrases };
}
