/**
 * Scores site search against the relevance set (search-relevance-set.ts): the real engine over
 * the pages the last build read (`<distDir>/search/pages-*.json`) and the demo news posts. Per
 * language, the share of queries whose expected result comes first and in the top three, and
 * every query whose expected result did not come first, with what did.
 *
 *   npm run build && npm run bench:search-relevance
 */
import { existsSync } from 'node:fs';
import { pageDocuments, pagesFile } from '@/lib/search/page-documents';
import { relevanceIndex, scoreRelevance } from './search-relevance-corpus';
import { relevanceLocales, relevanceSet } from './search-relevance-set';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;

const rows: string[] = [];
const misses: string[] = [];
for (const locale of relevanceLocales) {
  const file = pagesFile(locale, distDir);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  const index = await relevanceIndex(locale, await pageDocuments(locale, file));
  const score = scoreRelevance(index, relevanceSet[locale] ?? []);
  rows.push(
    `| ${locale} | ${score.queries} | ${percent(score.first, score.queries)} | ${percent(score.topThree, score.queries)} |`,
  );
  for (const miss of score.misses) {
    misses.push(
      `- ${locale} ${miss.kind}: ${JSON.stringify(miss.query)} → ${miss.expected}; got ${miss.got.join(', ') || 'nothing'}`,
    );
  }
}
console.log('| language | queries | expected first | expected in top 3 |');
console.log('| -------- | ------- | -------------- | ----------------- |');
console.log(rows.join('\n'));
console.log(`\nNot first (${misses.length}):\n${misses.join('\n') || '- none'}`);
