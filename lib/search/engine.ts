/**
 * One language's index: pages and posts, searched by MiniSearch (docs/search.md says why),
 * ranked by how much of the query each holds (and where), snippets cut around the best match.
 * Pure: it knows nothing of Next or the CMS, so tests and the bench feed it directly.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { locales, type Locale } from '@/lib/i18n';
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
  /** Headings of a page and its description; a post's descriptions (card and search engines). */
  headings: string;
  /** The visible words of a page's main part; a post's body and image captions. */
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

/**
 * Where a word is found. `address` is the last part of the path ("month-end-close-in-five-days"):
 * visitors see it, share it and type its words back.
 */
const fields = ['title', 'address', 'headings', 'body', 'author'] as const;
type Field = (typeof fields)[number];
const boost: Record<Field, number> = { title: 8, address: 4, headings: 3, author: 2, body: 1 };

/** The index term a word matched as, or undefined: what snippets and titles mark. */
type Matcher = (word: string) => string | undefined;

type Ranked = {
  result: SearchResult;
  held: SearchDocument;
  /** How many of the query's telling words it has (see `search`), and of all its words. */
  found: number;
  all: number;
  /** How many of the query's terms, as typed or stemmed, are in its title or address. */
  titled: number;
  /** The largest share of its title's or address's words that are the query's. */
  titleShare: number;
  /** Whether every quoted phrase is in it word for word. */
  phrased: boolean;
};

/**
 * What MiniSearch keeps of its terms (`minisearch` is pinned): read to know whether the index
 * holds a word, and in how many documents.
 */
type Terms = {
  _index: {
    has(term: string): boolean;
    get(term: string): Map<number, { size: number }> | undefined;
  };
};

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
      extractField: (document, field) =>
        field === 'address'
          ? addressOf(document.path)
          : String(document[field as Exclude<Field, 'address'>] ?? ''),
      tokenize: indexWordsOf,
      processTerm: (word) => this.term(word),
      searchOptions: { tokenize: wordsOf },
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

  /**
   * The hits from `offset` on (at most `limit`) for a parsed query (`parseQuery`), and how many
   * matched in all. Forgiving: a result needs most of the loose words, not all (one may be
   * missing, a third of a long query), and every word of a quoted phrase, but not necessarily
   * in a row. Ranked by how much of the query it holds: every phrase word for word first;
   * then the most words that tell documents apart (a word in more than half of them, "how",
   * counts only below); then the most words as typed in its title or address, and the larger
   * share of that field; then the most words at all; then MiniSearch's BM25 score (boosted by
   * field).
   */
  search(
    query: string,
    { limit = defaultLimit, offset = 0 }: { limit?: number; offset?: number } = {},
  ): SearchAnswer {
    const empty: SearchAnswer = { locale: this.locale, query, total: 0, hits: [] };
    const parts = queryParts(query);
    // A hyphenated word is a phrase of its parts: "e-invoicing" finds "e-invoicing" and
    // "e invoicing", and its "e" is no word of its own.
    const phrases = [...parts.phrases, ...parts.words.filter((word) => wordsOf(word).length > 1)];
    const phraseWords = phrases.map((phrase) => wordsOf(phrase));
    const typed = parts.words.filter((word) => wordsOf(word).length === 1).flatMap(wordsOf);
    const phraseTerms = [...new Set(phraseWords.flat().flatMap((word) => this.term(word) ?? []))];
    // Each loose word the visitor typed, as the terms that count as finding it: its own, and for a
    // word the index does not hold, the words it may have meant (see `alternativesOf`).
    const groups: Set<string>[] = [];
    const searched: string[] = [];
    const compoundParts = new Set<string>();
    for (const word of typed) {
      const term = this.term(word);
      if (term === null || groups.some((group) => group.has(term))) continue;
      const group = new Set([term]);
      for (const alternative of this.alternativesOf(word, term)) {
        const altTerm = this.term(alternative);
        if (altTerm === null) continue;
        group.add(altTerm);
        searched.push(alternative);
        compoundParts.add(altTerm);
      }
      groups.push(group);
      searched.push(word);
    }
    if (groups.length === 0 && phraseTerms.length === 0) return empty;
    searched.push(...phraseWords.flat());
    const lastTerm = this.term(typed.at(-1) ?? '');
    const results = this.engine.search(searched.join(' '), {
      fields: [...fields],
      boost,
      combineWith: 'OR',
      // A typo is forgiven only in a word long enough that one letter cannot make another word
      // ("år" and "ar" stay apart).
      fuzzy: (term: string) => (term.length >= 5 ? 1 : false),
      // The last word as it is being typed, and the words tried for a word the index lacks (a
      // compound's parts) inside longer ones (other compounds); phrases are matched whole.
      prefix: (term: string) =>
        (term.length >= 4 && compoundParts.has(term)) ||
        (phrases.length === 0 && term.length >= 3 && term === lastTerm),
    });
    // Most words, not all: one may be missing, and a third of a long query.
    const needed =
      groups.length - (groups.length >= 2 ? Math.max(1, Math.floor(groups.length / 3)) : 0);
    // A word in more than half of the documents tells little of which one is meant ("hur",
    // "how"): results are ranked by the others it holds, when the query has others.
    const common = groups.map((group) =>
      [...group].every((t) => this.frequency(t) > this.size / 2),
    );
    const telling = common.every(Boolean) ? common.map(() => true) : common.map((c) => !c);
    const exact = new Set([...groups.flatMap((group) => [...group]), ...phraseTerms]);
    // The word being typed, when long enough to mean something, as the start of a longer one.
    const isExact = (term: string) =>
      exact.has(term) ||
      (phrases.length === 0 && !!lastTerm && lastTerm.length >= 5 && term.startsWith(lastTerm));
    const patterns = phraseWords.map(phrasePattern);
    const ranked: Ranked[] = [];
    for (const result of results) {
      const matched = new Set(result.queryTerms);
      const holds = groups.map((group) => [...group].some((t) => matched.has(t)));
      if (holds.filter(Boolean).length < needed) continue;
      if (!phraseTerms.every((term) => matched.has(term))) continue;
      const found = holds.filter((held, i) => held && telling[i]).length;
      const all = holds.filter(Boolean).length;
      const held = this.documents.get(String(result.id));
      if (!held) continue;
      const phrased =
        patterns.length > 0 &&
        patterns.every((pattern) => fieldsOf(held).some((text) => pattern.test(text)));
      ranked.push({ result, held, found, all, phrased, ...titleMatch(result, held, isExact) });
    }
    ranked.sort(
      (a, b) =>
        Number(b.phrased) - Number(a.phrased) ||
        b.found - a.found ||
        b.titled - a.titled ||
        b.titleShare - a.titleShare ||
        b.all - a.all ||
        b.result.score - a.result.score,
    );
    const cap = Math.max(1, Math.min(maxLimit, Math.floor(limit) || defaultLimit));
    const from = Math.max(0, Math.floor(offset) || 0);
    return {
      ...empty,
      total: ranked.length,
      hits: ranked
        .slice(from, from + cap)
        .map(({ result, held, phrased }) =>
          this.hit(held, result, phrased ? phraseWords : [], groups.length + phraseTerms.length),
        ),
    };
  }

  /**
   * What a word the index does not hold may have meant, searched beside it: the word with two
   * neighbouring letters swapped, the commonest typo ("netsiute"), when that is a word the
   * index holds; else the two words of a compound ("koncern" + "rapportering", with a linking
   * "s": "utläggs" + "kvitto"), both held by the index if one split has them, else the split
   * with the longest held first part (the second may be inside other compounds).
   */
  private alternativesOf(word: string, term: string): string[] {
    if (word.length < 5 || this.has(term)) return [];
    for (let at = 1; at < word.length; at++) {
      const swapped = word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
      const swappedTerm = this.term(swapped);
      if (swappedTerm && this.has(swappedTerm)) return [swapped];
    }
    if (word.length < 7) return [];
    let best: string[] = [];
    let bestScore = 0;
    for (let at = 3; at <= word.length - 3; at++) {
      const right = word.slice(at);
      const rightTerm = this.term(right);
      const rightHeld = !!rightTerm && this.has(rightTerm);
      const whole = word.slice(0, at);
      for (const left of whole.endsWith('s') && at > 3 ? [whole, whole.slice(0, -1)] : [whole]) {
        const leftTerm = this.term(left);
        if (!leftTerm || !this.has(leftTerm)) continue;
        // Both held beats one held; then the longer shorter part, then the longer first part.
        const score = rightHeld
          ? 1000 + Math.min(left.length, right.length)
          : right.length >= 4 && left.length >= 4
            ? left.length
            : 0;
        if (score > bestScore) {
          best = [left, right];
          bestScore = score;
        }
      }
    }
    return best;
  }

  /** About how many documents hold `term`: the most in one field. */
  private frequency(term: string): number {
    let most = 0;
    for (const postings of (this.engine as unknown as Terms)._index.get(term)?.values() ?? []) {
      most = Math.max(most, postings.size);
    }
    return most;
  }

  private has(term: string): boolean {
    return (this.engine as unknown as Terms)._index.has(term);
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

/** The words of a path's last part, the language's own prefix aside: `/sv/news/a-b` → `a b`. */
function addressOf(path: string): string {
  const last = path.split('/').at(-1) ?? '';
  return (locales as readonly string[]).includes(last) ? '' : last.replaceAll('-', ' ');
}

/** Words joined by hyphens: indexed joined as well, so "einvoicing" finds "e-invoicing". */
const hyphenated = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

/** The words of `text` as the index takes them: each word, and each hyphenated one joined. */
function indexWordsOf(text: string): string[] {
  const words = wordsOf(text);
  for (const match of text.matchAll(hyphenated))
    words.push(match[0].toLowerCase().replaceAll('-', ''));
  return words;
}

/**
 * How many of the query's terms a result holds as they are (not one letter off, nor as the
 * start of a longer word, but for the word being typed) in its title or address, and how much of the field that holds most of
 * them they are: "netsuite" is all of /tech-solution/netsuite's address and a sixth of a
 * case's title that names NetSuite.
 */
function titleMatch(
  result: SearchResult,
  held: SearchDocument,
  isExact: (term: string) => boolean,
) {
  const counts = { title: 0, address: 0 };
  let titled = 0;
  for (const term of result.terms) {
    if (!isExact(term)) continue;
    const inFields = result.match[term] ?? [];
    if (inFields.includes('title')) counts.title++;
    if (inFields.includes('address')) counts.address++;
    if (inFields.includes('title') || inFields.includes('address')) titled++;
  }
  const share = (count: number, text: string) => (count ? count / wordsOf(text).length : 0);
  return {
    titled,
    titleShare: Math.max(
      share(counts.title, held.title),
      share(counts.address, addressOf(held.path)),
    ),
  };
}

const fieldsOf = (held: SearchDocument) => [
  held.title,
  addressOf(held.path),
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
