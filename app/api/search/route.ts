import type { NextRequest } from 'next/server';
import { isLocale } from '@/lib/i18n';
import { isRefused, maxLimit, parseQuery, searchSite } from '@/lib/search';

// Every answer reads the query: rendered per request, never by the build.
export const dynamic = 'force-dynamic';

const refuse = (status: number, error: string) =>
  Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } });

/**
 * `GET /api/search?q=…&lang=en|sv[&limit=1…50]`: the `SearchAnswer` (lib/search/types.ts) of
 * the search pages, as JSON, for results shown while the visitor types. Passed by the cache
 * tier (docs/search.md). The query is never logged.
 */
export async function GET(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const lang = params.get('lang') ?? 'en';
  if (!isLocale(lang)) return refuse(400, 'Unknown language: lang is "en" or "sv".');
  const rawLimit = params.get('limit');
  const limit = rawLimit === null ? undefined : Number(rawLimit);
  if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= maxLimit)) {
    return refuse(400, `limit is a whole number from 1 to ${maxLimit}.`);
  }
  const parsed = parseQuery(params.getAll('q'));
  if (isRefused(parsed)) return refuse(parsed.status, parsed.reason);
  try {
    const answer = await searchSite(lang, parsed.query, { limit });
    return Response.json(answer, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    console.error(`[search] no answer in "${lang}": ${(error as Error).message}`);
    return refuse(503, 'Search is not available right now. Please try again in a minute.');
  }
}
