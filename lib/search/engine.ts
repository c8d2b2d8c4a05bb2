/**
 * One language's index: pages and posts, searched by MiniSearch (docs/search.md says why),
 * ranked title over headings over body, snippets cut around the best match. Pure: it knows
 * nothing of Next or the CMS, so tests and the bench feed it directly.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Locale } from '@/lib/i18n';
import { termOf, wordsOf, wordSpans } from './language';
import { queryParts } from './query';
import type { SearchAnswer, SearchHit, SearchSection, TextRun } from './types';

/** What the index holds of a page or a post. */
export type SearchDocument = {
  /** `page:<path>` or `post:<entry id>`. */
  id: string;
  kind: 'page' | 'post';
  path: string;
  title: string;
  /** Headings of a page; a post's short description. */
  headings: string;
  /** The visible words of a page's main part; a post's body. */
  body: string;
  /** A post's author: found, never shown in a snippet. */
  author?: string;
  section: SearchSection;
  date?: string;
};

/** Results a search returns unless asked for fewer. */
export const defaultLimit = 10;
/** The most a caller may ask for. */
export const maxLimit = 50;
/** Words in a snippet. */
export const snippetWords = 30;

const fields = ['title', 'headings', 'body', 'author'] as const;
type Field = (typeof fields)[number];
/** Where a match counts most: a title match outranks any heading match, which outranks body. */
const tierOf: Record<Field, number> = { title: 0, headings: 1, author: 2, body: 2 };

export class LanguageIndex {
  readonly locale: Locale;
  private readonly engine: MiniSearch<SearchDocument>;
  private readonly documents = new Map<string, SearchDocument>();
  private readonly termCache = new Map<string, string>();

  constructor(locale: Locale) {
    this.locale = locale;
    this.engine = new MiniSearch<SearchDocument>({
      fields: [...fields],
      storeFields: [],
      tokenize: wordsOf,
      processTerm: (word) => this.term(word),
    });
  }

  get size(): number {
    return this.documents.size;
  }

  has(id: string): boolean {
    return this.documents.has(id);
  }

  ids(kind?: SearchDocument['kind']): string[] {
    return [...this.documents.values()].filter((d) => !kind || d.kind === kind).map((d) => d.id);
  }

  /** Adds the document, or replaces the one with its id. */
  put(document: SearchDocument): void {
    if (this.documents.has(document.id)) this.remove(document.id);
    this.documents.set(document.id, document);
    this.engine.add(document);
  }

  remove(id: string): void {
    if (!this.documents.delete(id)) return;
    this.engine.discard(id);
  }

  /** The best `limit` hits for a parsed query (`parseQuery`), and how many matched in all. */
  search(query: string, { limit = defaultLimit }: { limit?: number } = {}): SearchAnswer {
    const empty: SearchAnswer = { locale: this.locale, query, total: 0, hits: [] };
    const { words, phrases } = queryParts(query);
    const phraseWords = phrases.map((phrase) => wordsOf(phrase));
    const terms = [...words.flatMap((w) => wordsOf(w)), ...phraseWords.flat()];
    if (terms.length === 0) return empty;
    const options = {
      fields: [...fields],
      boost: { title: 8, headings: 3, author: 1, body: 1 },
      // A typo is forgiven only in a word long enough that one letter cannot make another word
      // ("år" and "ar" stay apart).
      fuzzy: (term: string) => (term.length >= 5 ? 1 : false),
      // The last word as it is being typed; phrases are matched whole.
      prefix: (term: string, index: number, all: readonly string[]) =>
        phrases.length === 0 && index === all.length - 1 && term.length >= 3,
    };
    let results = this.engine.search(terms.join(' '), { ...options, combineWith: 'AND' });
    if (results.length === 0 && phrases.length === 0 && terms.length > 1) {
      results = this.engine.search(terms.join(' '), { ...options, combineWith: 'OR' });
    }
    const wanted = phraseWords.map(phrasePattern);
    const found = results
      .map((result) => ({ result, held: this.documents.get(String(result.id)) }))
      .filter((entry): entry is { result: SearchResult; held: SearchDocument } => !!entry.held)
      .filter(({ held }) => wanted.every((phrase) => fieldsOf(held).some((t) => phrase.test(t))))
      .map((entry) => ({ ...entry, tier: bestTier(entry.result) }))
      .sort((a, b) => a.tier - b.tier || b.result.score - a.result.score);
    const cap = Math.max(1, Math.min(maxLimit, Math.floor(limit) || defaultLimit));
    return {
      ...empty,
      total: found.length,
      hits: found.slice(0, cap).map(({ result, held }) => this.hit(held, result, phraseWords)),
    };
  }

  private term(word: string): string {
    let term = this.termCache.get(word);
    if (term === undefined) {
      term = termOf(word, this.locale);
      // Bounded: a vocabulary is some tens of thousands of words; made-up queries add more.
      if (this.termCache.size > 200_000) this.termCache.clear();
      this.termCache.set(word, term);
    }
    return term;
  }

  private hit(held: SearchDocument, result: SearchResult, phraseWords: string[][]): SearchHit {
    // `result.terms` are the words as the index holds them (stemmed, or the one a typo meant).
    const matched = new Set(result.terms);
    const isMatch = (word: string) => matched.has(this.term(word));
    return {
      kind: held.kind,
      path: held.path,
      title: held.title,
      titleRuns: markRuns(held.title, isMatch),
      section: held.section,
      snippet: snippet(snippetSource(held, isMatch, phraseWords), isMatch, phraseWords),
      ...(held.date ? { date: held.date } : {}),
    };
  }
}

/**
 * The text a snippet is cut from: the body, unless the match is only in the headings (or a
 * page's description), which then say best why it was found.
 */
function snippetSource(
  held: SearchDocument,
  isMatch: (word: string) => boolean,
  phraseWords: string[][],
) {
  const phrases = phraseWords.map(phrasePattern);
  const shows = (text: string) =>
    wordsOf(text).some(isMatch) && phrases.every((phrase) => phrase.test(text));
  return (
    [held.body, held.headings].find((text) => text && shows(text)) ?? (held.body || held.headings)
  );
}

const fieldsOf = (held: SearchDocument) => [
  held.title,
  held.headings,
  held.body,
  held.author ?? '',
];

/** A phrase's words in a row, anything but letters and digits between them, in any case. */
function phrasePattern(words: string[]): RegExp {
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(
    `(?<![\\p{L}\\p{N}])${escaped.join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`,
    'iu',
  );
}

function bestTier(result: SearchResult): number {
  let tier = Number.POSITIVE_INFINITY;
  for (const matchedFields of Object.values(result.match)) {
    for (const field of matchedFields) tier = Math.min(tier, tierOf[field as Field] ?? 2);
  }
  return tier;
}

/** `text` cut into runs, the words `isMatch` accepts marked. */
export function markRuns(
  text: string,
  isMatch: (word: string) => boolean,
  from = 0,
  to = text.length,
): TextRun[] {
  const runs: TextRun[] = [];
  const push = (part: string, marked: boolean) => {
    if (!part) return;
    const last = runs.at(-1);
    if (last && last.marked === marked) last.text += part;
    else runs.push({ text: part, marked });
  };
  let at = from;
  for (const span of wordSpans(text.slice(from, to))) {
    const start = from + span.start;
    const end = from + span.end;
    if (!isMatch(span.word)) continue;
    const gap = text.slice(at, start);
    // Matched words a space or hyphen apart are one mark ("month-end close").
    push(gap, runs.at(-1)?.marked === true && at > from && /^[\s\-‐–]{1,3}$/.test(gap));
    push(text.slice(start, end), true);
    at = end;
  }
  push(text.slice(at, to), false);
  return runs;
}

/**
 * About `snippetWords` words of `text` around its best match: the window that holds the most
 * different matched words (a whole phrase counts most), its words marked, "…" where cut.
 */
export function snippet(
  text: string,
  isMatch: (word: string) => boolean,
  phraseWords: string[][] = [],
): TextRun[] {
  const spans = wordSpans(text);
  if (spans.length === 0) return [];
  const hits = spans.map((span) => isMatch(span.word));
  const phraseStarts = new Set<number>();
  for (const phrase of phraseWords) {
    spans.forEach((_, i) => {
      if (phrase.every((word, k) => spans[i + k]?.word === word)) phraseStarts.add(i);
    });
  }
  let best = 0;
  let bestScore = -1;
  const window = Math.min(snippetWords, spans.length);
  for (let start = 0; start + window <= spans.length; start++) {
    const distinct = new Set<string>();
    let phrasesIn = 0;
    for (let i = start; i < start + window; i++) {
      if (hits[i]) distinct.add(spans[i]?.word ?? '');
      if (phraseStarts.has(i)) phrasesIn++;
    }
    const score = phrasesIn * 100 + distinct.size;
    if (score > bestScore) {
      bestScore = score;
      best = start;
    }
  }
  // Start a little before the first match in the window, so the match has some context.
  const firstHit = hits.findIndex((hit, i) => hit && i >= best && i < best + window);
  if (firstHit > best + 5) best = Math.min(firstHit - 5, spans.length - window);
  const first = spans[best];
  const last = spans[best + window - 1];
  if (!first || !last) return [];
  const runs = markRuns(text, isMatch, first.start, last.end);
  if (best > 0) runs.unshift({ text: '… ', marked: false });
  if (best + window < spans.length) runs.push({ text: ' …', marked: false });
  return mergeRuns(runs);
}

function mergeRuns(runs: TextRun[]): TextRun[] {
  const out: TextRun[] = [];
  for (const run of runs) {
    const last = out.at(-1);
    if (last && last.marked === run.marked) last.text += run.text;
    else out.push({ ...run });
  }
  return out;
}
