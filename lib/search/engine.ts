/**
 * One language's index: pages and posts, searched by MiniSearch (docs/search.md says why),
 * ranked title over headings over body, snippets cut around the best match. Pure: it knows
 * nothing of Next or the CMS, so tests and the bench feed it directly.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import type { Locale } from '@/lib/i18n';
import { plainMarksOf, termOf, wordsOf, wordSpans, wordSpansOf, type WordSpan } from './language';
import { compactPostings } from './postings';
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
const defaultLimit = 10;
/** The most a caller may ask for. */
export const maxLimit = 50;
/** Words in a snippet. */
const snippetWords = 30;

const fields = ['title', 'headings', 'body', 'author'] as const;
type Field = (typeof fields)[number];
/** Where a match counts most: a title match outranks any heading match, which outranks body. */
const tierOf: Record<Field, number> = { title: 0, headings: 1, author: 2, body: 2 };

/** The index term a word matched as, or undefined: what snippets and titles mark. */
type Matcher = (word: string) => string | undefined;

type Ranked = { result: SearchResult; held: SearchDocument; tier: number };

export class LanguageIndex {
  readonly locale: Locale;
  private readonly engine: MiniSearch<SearchDocument>;
  private readonly documents = new Map<string, SearchDocument>();
  private readonly termCache = new Map<string, string | null>();

  constructor(locale: Locale) {
    this.locale = locale;
    this.engine = new MiniSearch<SearchDocument>({
      fields: [...fields],
      storeFields: [],
      tokenize: wordsOf,
      processTerm: (word) => this.term(word),
    });
    compactPostings(this.engine as MiniSearch<never>);
  }

  get size(): number {
    return this.documents.size;
  }

  /** Adds the document, or replaces the one with its id. */
  put(document: SearchDocument): void {
    if (this.documents.has(document.id)) this.remove(document.id);
    // Held for snippets and phrases: most of the index's memory is these texts.
    const held = {
      ...document,
      headings: plainMarksOf(document.headings),
      body: plainMarksOf(document.body),
    };
    this.documents.set(document.id, held);
    this.engine.add(held);
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
    // Every word must be found (in any field): more words, fewer and closer results.
    const results = this.engine.search(terms.join(' '), { ...options, combineWith: 'AND' });
    const ranked: Ranked[] = [];
    for (const result of results) {
      const held = this.documents.get(String(result.id));
      if (held) ranked.push({ result, held, tier: bestTier(result) });
    }
    ranked.sort((a, b) => a.tier - b.tier || b.result.score - a.result.score);
    const patterns = phraseWords.map(phrasePattern);
    const found = patterns.length
      ? ranked.filter(({ held }) => patterns.every((p) => fieldsOf(held).some((t) => p.test(t))))
      : ranked;
    const cap = Math.max(1, Math.min(maxLimit, Math.floor(limit) || defaultLimit));
    const wanted = new Set(terms.map((word) => this.term(word)).filter(Boolean)).size;
    return {
      ...empty,
      total: found.length,
      hits: found
        .slice(0, cap)
        .map(({ result, held }) => this.hit(held, result, phraseWords, wanted)),
    };
  }

  private term(word: string): string | null {
    let term = this.termCache.get(word);
    if (term === undefined) {
      term = termOf(word, this.locale);
      // Bounded: a vocabulary is some tens of thousands of words; made-up queries add more.
      if (this.termCache.size > 200_000) this.termCache.clear();
      this.termCache.set(word, term);
    }
    return term;
  }

  private hit(
    held: SearchDocument,
    result: SearchResult,
    phraseWords: string[][],
    wanted: number,
  ): SearchHit {
    // `result.terms` are the words as the index holds them (stemmed, or the one a typo meant).
    const matched = new Set(result.terms);
    const isMatch: Matcher = (word) => {
      const term = this.term(word);
      return term !== null && matched.has(term) ? term : undefined;
    };
    return {
      kind: held.kind,
      path: held.path,
      title: held.title,
      titleRuns: markRuns(held.title, isMatch),
      section: held.section,
      // From the body, unless the match is only in the headings (or a page's description),
      // which then say best why it was found.
      snippet:
        snippet(held.body, isMatch, phraseWords, wanted) ??
        snippet(held.headings, isMatch, phraseWords, wanted) ??
        snippet(held.body || held.headings, noMatch) ??
        [],
      ...(held.date ? { date: held.date } : {}),
    };
  }
}

const fieldsOf = (held: SearchDocument) => [
  held.title,
  held.headings,
  held.body,
  held.author ?? '',
];

// Letters of the Latin scripts and digits: what separates a phrase's words is anything else.
const wordCharacter = '0-9A-Za-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u024F';

/**
 * A phrase's words in a row, anything but letters and digits between them, in any case. Not a
 * `u` pattern: V8 scans those far more slowly, and this one runs over every candidate's text.
 */
function phrasePattern(words: string[]): RegExp {
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(
    `(?<![${wordCharacter}])${escaped.join(`[^${wordCharacter}]+`)}(?![${wordCharacter}])`,
    'i',
  );
}

function bestTier(result: SearchResult): number {
  let tier = 2;
  for (const term in result.match) {
    for (const field of result.match[term] ?? []) {
      const fieldTier = tierOf[field as Field] ?? 2;
      if (fieldTier < tier) tier = fieldTier;
    }
  }
  return tier;
}

/** `text` cut into runs, the words `isMatch` accepts marked. */
function markRuns(text: string, isMatch: Matcher, from = 0, to = text.length): TextRun[] {
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
 * different matched words (a whole phrase counts most), its words marked, "…" where cut. Null
 * when `text` holds no match, or not every phrase. `wanted` is how many different words the
 * query has: a window that holds them all (and every phrase) is the best there is, so the scan
 * stops there instead of reading a long body to its end.
 */
function snippet(
  text: string,
  isMatch: Matcher,
  phraseWords: string[][] = [],
  wanted = Number.POSITIVE_INFINITY,
): TextRun[] | null {
  const spans: (WordSpan & { term: string | undefined; phrase: number })[] = [];
  const phraseSeen = phraseWords.map(() => false);
  const window = snippetWords;
  const counts = new Map<string, number>();
  let distinct = 0;
  let phrases = 0;
  let best = -1;
  let bestScore = -1;
  const bestPossible = phraseWords.length * 100 + Math.max(1, Math.min(wanted, window));
  // Read by hand: a for-of that breaks would close the generator, and the words after the
  // window are read below.
  const words = wordSpansOf(text);
  for (let next = words.next(); !next.done; next = words.next()) {
    const span = next.value;
    const i = spans.length;
    const term = isMatch(span.word);
    spans.push({ ...span, term, phrase: 0 });
    if (term) {
      const count = counts.get(term) ?? 0;
      if (count === 0) distinct++;
      counts.set(term, count + 1);
    }
    // A phrase ending here counts from its first word on.
    phraseWords.forEach((phrase, p) => {
      const first = i - phrase.length + 1;
      if (first < 0 || !phrase.every((word, k) => spans[first + k]?.word === word)) return;
      phraseSeen[p] = true;
      const at = spans[first];
      if (at && first > i - window) {
        at.phrase++;
        phrases++;
      }
    });
    const out = spans[i - window];
    if (out) {
      if (out.term) {
        const count = (counts.get(out.term) ?? 1) - 1;
        if (count === 0) distinct--;
        counts.set(out.term, count);
      }
      phrases -= out.phrase;
    }
    const score = Math.min(phrases, phraseWords.length) * 100 + distinct;
    if (score > bestScore && (distinct > 0 || isMatch === noMatch)) {
      bestScore = score;
      best = Math.max(0, i - window + 1);
    }
    // The window is as good as any can be, and its matched words have context after them.
    if (bestScore >= bestPossible && i >= best + window - 1) break;
  }
  if (best < 0 || phraseSeen.includes(false)) return null;
  // Start a little before the first match in the window, so the match has some context.
  const firstHit = spans.findIndex((span, i) => span.term && i >= best && i < best + window);
  for (let next = words.next(); !next.done && spans.length <= best + 2 * window;) {
    spans.push({ ...next.value, term: isMatch(next.value.word), phrase: 0 });
    if (spans.length <= best + 2 * window) next = words.next();
  }
  if (firstHit > best + 5) best = Math.max(best, Math.min(firstHit - 5, spans.length - window));
  const first = spans[best];
  const last = spans[Math.min(best + window, spans.length) - 1];
  if (!first || !last) return null;
  const runs = markRuns(text, isMatch, first.start, last.end);
  if (best > 0) runs.unshift({ text: '… ', marked: false });
  if (best + window < spans.length) runs.push({ text: ' …', marked: false });
  return mergeRuns(runs);
}

const noMatch: Matcher = () => undefined;

function mergeRuns(runs: TextRun[]): TextRun[] {
  const out: TextRun[] = [];
  for (const run of runs) {
    const last = out.at(-1);
    if (last && last.marked === run.marked) last.text += run.text;
    else out.push({ ...run });
  }
  return out;
}
