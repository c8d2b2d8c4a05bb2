import type { NextRequest } from 'next/server';
import { siteKey, surrogateKeyHeader } from '@/lib/cache/surrogate-keys';
import { isLocale, locales } from '@/lib/i18n';
import { messageOf } from '@/lib/error-message';
import { visitorLine } from '@/lib/log-line';
import { newsTags } from '@/lib/news/tags';
import { isRefused, maxLimit, parseQuery, postsInLine, searchSite } from '@/lib/search';

// Every answer reads the query: rendered per request, never by the build.
export const dynamic = 'force-dynamic';

const refuse = (status: number, error: string) =>
  Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } });

const languageList = locales.map((locale) => `"${locale}"`).join(', ');

/**
 * An answer the cache tier may keep: it names every key a publish purges (any post, author,
 * SEO entry or asset changes `news:list` or `news:media`; a post published or gone, the index),
 * and the site's, which a deployment purges. Browsers ask again each time. Made-up queries
 * have no end, so each is kept ten minutes at most, and the cache's memory bounds them.
 */
const keptAnswer = {
  'Cache-Control': 'public, max-age=0, must-revalidate, s-maxage=600',
  [surrogateKeyHeader]: [siteKey, newsTags.index, newsTags.list, newsTags.media].join(' '),
};

/**
 * `GET /api/search?q=…&lang=en|sv[&limit=1…50]`: the `SearchAnswer` (lib/search/types.ts) of
 * the search pages, as JSON, for results shown while the visitor types. The cache tier keeps
 * an answer until a publish purges it, unless the instance answered from posts it could not
 * bring up to date (docs/search.md). The query is never logged.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const lang = params.get('lang') ?? 'en';
  if (!isLocale(lang)) return refuse(400, `Unknown language: lang is one of ${languageList}.`);
  const rawLimit = params.get('limit');
  const limit = rawLimit === null ? undefined : Number(rawLimit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= maxLimit)) {
    return refuse(400, `limit is a whole number from 1 to ${maxLimit}.`);
  }
  const parsed = parseQuery(params.getAll('q'));
  if (isRefused(parsed)) return refuse(parsed.status, parsed.reason);
  try {
    const answer = await searchSite(lang, parsed.query, { limit });
    const headers = (await postsInLine(lang)) ? keptAnswer : { 'Cache-Control': 'no-store' };
    return Response.json(answer, { headers });
  } catch (error) {
    // Each visitor's query would write it again while search is down: a few a minute say it.
    visitorLine('search 503', `[search] no answer in "${lang}": ${messageOf(error)}`);
    return refuse(503, 'Search is not available right now. Please try again in a minute.');
  }
}
