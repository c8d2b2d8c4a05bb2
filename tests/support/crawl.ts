import type { APIRequestContext } from '@playwright/test';
import { anchorHrefs } from './html';
import { SITE_ORIGIN } from './site';

/** One hop of a request: the path asked for and the status it answered. */
type Hop = { path: string; status: number };

export type FetchedPage = {
  path: string;
  /** Every hop, the first being `path` itself; more than one when it redirected. */
  hops: Hop[];
  /** Where the last hop was sent off the site, if it was. */
  offsite?: string;
  /** Why the request itself failed (connection reset, redirect loop…). */
  error?: string;
  /** The last hop's headers. */
  headers?: Record<string, string>;
  html?: string;
};

export type CrawlResult = {
  pages: Map<string, FetchedPage>;
  /** Internal target path → the pages (or "sitemap.xml") that link to it. */
  linkedFrom: Map<string, Set<string>>;
  /** External URL → the pages that link to it. They are listed, never fetched. */
  external: Map<string, Set<string>>;
  /** True when the crawl stopped at `maxPages` with links still waiting. */
  truncated: boolean;
};

export type CrawlOptions = {
  /** Where to start, each with where it was found (e.g. "sitemap.xml"). */
  start: readonly { path: string; foundOn: string }[];
  /** The origin the server is reached on (the request context's baseURL). */
  servedOrigin: string;
  maxPages?: number;
  concurrency?: number;
  headers?: Record<string, string>;
};

const MAX_REDIRECTS = 10;
const IGNORED_SCHEMES = /^(mailto|tel|sms|javascript|data):/i;

type LinkTarget =
  { kind: 'internal'; path: string } | { kind: 'external'; url: string } | { kind: 'ignored' };

/** What an `<a href>` on page `from` points at: a site path, an external URL, or nothing to check. */
function classifyHref(href: string, from: string, servedOrigin: string): LinkTarget {
  const raw = href.trim();
  if (raw === '' || raw.startsWith('#') || IGNORED_SCHEMES.test(raw)) return { kind: 'ignored' };
  let url: URL;
  try {
    url = new URL(raw, new URL(from, servedOrigin));
  } catch {
    // An unparsable href is a broken link; keep it as a path so it is fetched and reported.
    return { kind: 'internal', path: raw };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'ignored' };
  if (url.origin === servedOrigin || url.origin === SITE_ORIGIN) {
    return { kind: 'internal', path: url.pathname + url.search };
  }
  return { kind: 'external', url: url.href };
}

async function fetchFollowingRedirects(
  request: APIRequestContext,
  path: string,
  options: CrawlOptions,
): Promise<FetchedPage> {
  const page: FetchedPage = { path, hops: [] };
  let current = path;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    let response;
    try {
      response = await request.get(current, { maxRedirects: 0, headers: options.headers });
    } catch (error) {
      page.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return page;
    }
    const status = response.status();
    page.hops.push({ path: current, status });
    page.headers = response.headers();
    const location = response.headers()['location'];
    if (status >= 300 && status < 400 && location) {
      const next = classifyHref(location, current, options.servedOrigin);
      if (next.kind !== 'internal') {
        page.offsite = location;
        return page;
      }
      current = next.path;
      continue;
    }
    if (status === 200 && (response.headers()['content-type'] ?? '').includes('text/html')) {
      page.html = await response.text();
    }
    return page;
  }
  page.error = `more than ${MAX_REDIRECTS} redirects`;
  return page;
}

/**
 * Follows every internal `<a href>` from the start paths, breadth first, with at most
 * `concurrency` requests in flight, and stops after `maxPages` distinct paths.
 */
export async function crawl(
  request: APIRequestContext,
  options: CrawlOptions,
): Promise<CrawlResult> {
  const { maxPages = 500, concurrency = 6 } = options;
  const result: CrawlResult = {
    pages: new Map(),
    linkedFrom: new Map(),
    external: new Map(),
    truncated: false,
  };
  const queue: string[] = [];
  const seen = new Set<string>();

  const note = (map: Map<string, Set<string>>, key: string, from: string) => {
    const set = map.get(key) ?? new Set<string>();
    set.add(from);
    map.set(key, set);
  };
  const enqueue = (path: string, from: string) => {
    note(result.linkedFrom, path, from);
    if (seen.has(path)) return;
    if (seen.size >= maxPages) {
      result.truncated = true;
      return;
    }
    seen.add(path);
    queue.push(path);
  };

  for (const { path, foundOn } of options.start) enqueue(path, foundOn);

  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const page = await fetchFollowingRedirects(request, path, options);
      result.pages.set(path, page);
      if (page.html === undefined) continue;
      // Links are resolved against the page's final URL, after its redirects.
      const base = page.hops.at(-1)?.path ?? path;
      for (const href of anchorHrefs(page.html)) {
        const target = classifyHref(href, base, options.servedOrigin);
        if (target.kind === 'internal') enqueue(target.path, path);
        else if (target.kind === 'external') note(result.external, target.url, path);
      }
    }
  };

  // Workers end when the queue is momentarily empty, so run rounds until nothing is left.
  while (queue.length > 0) {
    await Promise.all(Array.from({ length: concurrency }, worker));
  }
  return result;
}

/** The final status of a fetched path, or why there is none. */
export function outcome(page: FetchedPage): string {
  const chain = page.hops.map((h) => `${h.status} ${h.path}`).join(' → ');
  if (page.error) return `${chain ? `${chain} → ` : ''}request failed: ${page.error}`;
  if (page.offsite) return `${chain} → leaves the site for ${page.offsite}`;
  return chain;
}

function isHealthy(page: FetchedPage): boolean {
  return !page.error && !page.offsite && page.hops.at(-1)?.status === 200;
}

/** Every internal link that does not end in a 200, with the pages it was found on. */
export function brokenLinks(
  result: CrawlResult,
): { path: string; outcome: string; foundOn: string[] }[] {
  return [...result.pages.values()]
    .filter((page) => !isHealthy(page))
    .map((page) => ({
      path: page.path,
      outcome: outcome(page),
      foundOn: [...(result.linkedFrom.get(page.path) ?? [])].sort(),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
