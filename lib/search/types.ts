/**
 * What a search answers: the contract between the engine (lib/search), its JSON endpoint and
 * the search pages. Both languages answer in the same shape; each searches its own pages and
 * posts only.
 */
import type { Locale } from '@/lib/i18n';

/** Where a result lives on the site; the pages show it in the visitor's language. */
export type SearchSection =
  'services' | 'platform' | 'customers' | 'news' | 'company' | 'contact' | 'legal';

/** A run of a snippet or title: `marked` runs are the visitor's words, shown in `<mark>`. */
export type TextRun = { text: string; marked: boolean };

export type SearchHit = {
  kind: 'page' | 'post';
  /** The page's path in the hit's own language (`/sv/services/global-payroll` for Swedish). */
  path: string;
  title: string;
  /** The title with the matched words marked. */
  titleRuns: TextRun[];
  section: SearchSection;
  /** Up to about 30 words around the best match, the matched words marked. */
  snippet: TextRun[];
  /** Posts only: the date the editor gave the post, ISO. */
  date?: string;
};

export type SearchAnswer = {
  locale: Locale;
  /** The query as searched: trimmed, control characters removed, cut to `maxQueryLength`. */
  query: string;
  /** How many documents matched; `hits` holds the best of them. */
  total: number;
  hits: SearchHit[];
};

/** A query the engine will not run, and the status to answer it with. */
export type RefusedQuery = { status: 400 | 414; reason: string };
