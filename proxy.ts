import { NextResponse, type NextRequest } from 'next/server';
import { noContentPolicy } from '@/lib/content-security-policy.ts';
import { defaultLocale, localeOfPath, localizedPath, locales } from '@/lib/i18n';
import { imageSourceRefusal } from '@/lib/image-request';
import { createNonce, perRequestPolicy } from '@/lib/per-request-policy';
import { declaresMoreThan, readBodyWithDeadline } from '@/lib/read-limited';
import { findRedirect, isUnknownTechSolutionPage, searchPaths } from '@/lib/routes';
import { isUnknownPath } from '@/lib/unknown-paths';
// The query's rules alone, not the engine: the proxy runs on every search request.
import { isRefused, parseQuery } from '@/lib/search/query';
import { draftModeCookie, securityHeaders } from '@/lib/security-headers';
import {
  actionBodyLimitBytes,
  buildActionIds,
  crossSiteRefusal,
  malformed,
  malformedRefusal,
  mayBeServerAction,
  mediaType,
  tooLarge,
  unknownActionRefusal,
  type Refusal,
} from '@/lib/next-internals/server-action-request';

/**
 * Answers the route table's redirects, the one address of a path given with a trailing slash,
 * and the 404 of unknown tech-solution pages.
 *
 * Redirects live here rather than in next.config.ts because Next does not add the configured
 * headers to its own redirects, and a redirect is a response like any other: it carries HSTS
 * and the rest.
 *
 * A path that is no page (`/made-up`, `/sv/made-up`, `/customers/nobody`) answers 404 too:
 * next.config.ts rewrites it to its language's one 404 page, built ahead (lib/routes.ts,
 * `unknownPathRewrites`), which Next would otherwise serve with a 200.
 *
 * An unknown /tech-solution/{value} must answer 404 while showing the generic Coming Soon
 * page. notFound() in the page would set the status but send an empty body that only the
 * browser fills in (vercel/next.js#62228), so the status is set here, and next.config.ts
 * rewrites every unknown value to the one generic page built for them all. (Not rewritten
 * here: Next takes a proxy's rewrite to `localhost` for an external one when the server
 * listens on another host name, `next start -H 127.0.0.1`, and proxies it over the network.)
 *
 * A path with a malformed percent-encoding (`/news/%ff`) answers 400 here: Next's router
 * throws while decoding a dynamic segment, then looks for a Pages Router `/400` page that an
 * App Router site does not have, and answers a bare 500 without our headers. The proxy runs
 * before that matching, so this is the first place our code can answer.
 *
 * A POST that Next would take for a server action is checked here first
 * (lib/next-internals/server-action-request.ts): Next answers a cross-site one, one over the size limit or one
 * whose arguments it cannot decode with a 500; here they get a 403, a 413 or a 400. A form
 * posted to /contact (its server action) is rendered for that request, not served from the
 * cache: it gets a policy with a nonce of its own (lib/per-request-policy.ts).
 *
 * An image whose source Next's optimiser would fetch as a redirect answers 400 here, not 500
 * (lib/image-request.ts).
 *
 * The search page is rendered for each request too: it gets the same policy, and the status of
 * a query the engine refuses (`searchPage`).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname } = request.nextUrl;
  if (request.method === 'POST' && mayBeServerAction(request.headers)) {
    const refusal = await serverActionRefusal(request);
    if (refusal) return plainText(refusal.status, refusal.message, refusal.headers);
  }
  if (request.method === 'POST' && contactPaths.includes(pathname)) {
    return withNonce(request, pathname);
  }
  if (pathname === '/_next/image') {
    const refusal = imageSourceRefusal(request.nextUrl.searchParams.get('url'));
    if (refusal) return plainText(400, refusal);
    // The optimiser's own errors are no pages either (Next takes no headers for /_next/ from
    // next.config.ts, and puts its own policy on an image it sends).
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', noContentPolicy);
    return response;
  }
  if (!isWellEncoded(pathname)) {
    return plainText(
      400,
      'Bad request: the address contains a malformed percent-encoding (such as %ff).',
    );
  }
  // English lives at the root: its pages under /en (as the route tree names them) have one
  // address, without it.
  if (pathname === englishPrefix || pathname.startsWith(`${englishPrefix}/`)) {
    return redirect(request, pathname.slice(englishPrefix.length) || '/', 308);
  }
  const match = findRedirect(pathname);
  if (match) return redirect(request, match.destination, match.permanent ? 308 : 307);
  // Every page has one address, without a trailing slash (next.config.ts turns Next's own
  // redirect off, which goes out before this proxy runs and so without our headers).
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return redirect(request, pathname.replace(/\/+$/, '') || '/', 308);
  }
  if (searchPaths.includes(pathname) && !request.cookies.has(draftModeCookie)) {
    return searchPage(request);
  }
  const response =
    isUnknownTechSolutionPage(pathname) || isUnknownPath(pathname)
      ? NextResponse.next({ status: 404 })
      : NextResponse.next();
  // With the draft cookie, a real draft is rendered for the editor alone; a forged or stale
  // one gets the public page, but with the draft's headers (framing by Contentful allowed).
  // Neither may be kept by a shared cache.
  if (request.cookies.has(draftModeCookie)) {
    response.headers.set(
      'Cache-Control',
      'private, no-cache, no-store, max-age=0, must-revalidate',
    );
  }
  return response;
}

const englishPrefix = `/${defaultLocale}`;

/** The contact page in every language: its form posts to itself. */
const contactPaths = locales.map((locale) => localizedPath('/contact', locale));

/**
 * A search is rendered for its request, so its scripts run by a nonce of their own, and a query
 * the engine refuses (too long, say) is answered with the engine's 4xx, not a 200: the page
 * says why, by the same `parseQuery`. The head hashes are the home page's of that language:
 * the search page's root layout renders the same document (SiteDocument), and it has no
 * pre-rendered HTML of its own.
 */
function searchPage(request: NextRequest): NextResponse {
  const asked = parseQuery(request.nextUrl.searchParams.getAll('q'));
  const home = localizedPath('/', localeOfPath(request.nextUrl.pathname));
  return withNonce(request, home, isRefused(asked) ? asked.status : 200);
}

let actionIds: ReadonlySet<string> | undefined | null = null;

/**
 * How long a form may take to arrive: the contact form is a few kilobytes, seconds on the
 * slowest phone connection; a client that sends a byte every few seconds is let go here.
 */
const actionBodyDeadlineMs = 10_000;
const late: Omit<Refusal, 'status'> & { status: 408 } = {
  status: 408,
  message: `Request timeout: the form did not arrive within ${actionBodyDeadlineMs / 1000} s. Please send it again.`,
};

/**
 * Why a would-be server action is refused, or undefined; its body is read up to the limit and
 * the deadline.
 */
async function serverActionRefusal(
  request: NextRequest,
): Promise<Refusal | typeof late | undefined> {
  const { headers } = request;
  const crossSite = crossSiteRefusal(headers);
  if (crossSite) return crossSite;
  if (declaresMoreThan(headers.get('content-length'), actionBodyLimitBytes)) return tooLarge;
  // Next hands the proxy a copy of the body: the action still reads it afterwards.
  const body = await readBodyWithDeadline(request.body, {
    limit: actionBodyLimitBytes,
    deadlineMs: actionBodyDeadlineMs,
  });
  if (body === 'too large') return tooLarge;
  if (body === 'too slow') return late;
  if (body === 'cut off') return malformed;
  if (actionIds === null) actionIds = buildActionIds(process.env.NEXT_DIST_DIR || '.next');
  if (mediaType(headers) !== 'multipart/form-data') {
    return malformedRefusal(headers, null) ?? unknownActionRefusal(headers, actionIds);
  }
  let form: FormData;
  try {
    const type = headers.get('content-type') ?? '';
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': type },
    }).formData();
  } catch {
    return malformed;
  }
  return malformedRefusal(headers, form, actionIds) ?? unknownActionRefusal(headers, actionIds);
}

/**
 * The answer to a page rendered for this request (lib/per-request-policy.ts): Next reads the
 * nonce from the request's policy and puts it on the scripts it renders; the browser gets the
 * same policy. The answer is the visitor's own: nobody may keep it.
 */
function withNonce(request: NextRequest, page: string, status = 200): NextResponse {
  const policy = perRequestPolicy(page, createNonce());
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers }, status });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  return response;
}

function plainText(status: number, message: string, headers: Record<string, string> = {}) {
  return withSecurityHeaders(
    new NextResponse(`${message}\n`, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers },
    }),
  );
}

function redirect(request: NextRequest, path: string, status: 307 | 308): NextResponse {
  const location = new URL(path + request.nextUrl.search, request.nextUrl);
  return withSecurityHeaders(NextResponse.redirect(location, status));
}

/** True when every %XX sequence of the path decodes to UTF-8. */
function isWellEncoded(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

// Responses the proxy answers itself do not get next.config.ts's headers.
function withSecurityHeaders(response: NextResponse): NextResponse {
  const development = process.env.NODE_ENV === 'development';
  for (const { key, value } of securityHeaders({ development, policy: 'no-content' })) {
    response.headers.set(key, value);
  }
  return response;
}

// Every path but Next's hashed build files: which path is a page, a redirect or no page is the
// route table's to say (lib/routes.ts), asked above, not listed here.
export const config = {
  matcher: ['/((?!_next/static/).*)'],
};
