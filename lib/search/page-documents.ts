import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@/lib/i18n';
import type { SearchDocument } from './engine';
import { sectionOf } from './sections';

/** One page as scripts/build-search-index.ts writes it. */
export type BuiltPage = {
  path: string;
  title: string;
  headings: string[];
  description: string;
  body: string;
};

/** Where the build wrote the pages of `locale`: inside the dist dir the server runs from. */
export function pagesFile(locale: Locale, distDir = process.env.NEXT_DIST_DIR || '.next'): string {
  return path.join(
    /*turbopackIgnore: true*/ process.cwd(),
    distDir,
    'search',
    `pages-${locale}.json`,
  );
}

/**
 * The pages of `locale` as the build read them. Without the file (`next dev`, or a build that
 * skipped the step) search finds posts only, and says so in the log once.
 */
export async function pageDocuments(
  locale: Locale,
  file = pagesFile(locale),
): Promise<SearchDocument[]> {
  let pages: BuiltPage[];
  try {
    pages = (JSON.parse(await readFile(file, 'utf8')) as { pages: BuiltPage[] }).pages;
  } catch (error) {
    console.error(
      `[search] pages not searchable in "${locale}": ${(error as Error).message} (npm run build writes ${file})`,
    );
    return [];
  }
  return pages.map((page) => ({
    id: `page:${page.path}`,
    kind: 'page',
    path: page.path,
    title: page.title,
    headings: [...page.headings, page.description].join(' \n '),
    body: page.body,
    section: sectionOf(page.path),
  }));
}
