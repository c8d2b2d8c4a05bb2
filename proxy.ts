import { NextResponse, type NextRequest } from 'next/server';
import { noContentPolicy } from '@/lib/content-security-policy.ts';
import { localeOfPath, localizedPath, locales } from '@/lib/i18n';
import { imageSourceRefusal } from '@/lib/image-request';
import { createNonce, perRequestPolicy } from '@/lib/per-request-policy';
import { declaresMoreThan, readBytesWithLimit } from '@/lib/read-limited';
import { findRedirect, isUnknownPath, isUnknownTechSolutionPage, searchPaths } from '@/lib/routes';
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

/** Why a would-be server action is refused, or undefined; its body is read up to the limit. */
async function serverActionRefusal(request: NextRequest): Promise<Refusal | undefined> {
  const { headers } = request;
  const crossSite = crossSiteRefusal(headers);
  if (crossSite) return crossSite;
  if (declaresMoreThan(headers.get('content-length'), actionBodyLimitBytes)) return tooLarge;
  // Next hands the proxy a copy of the body: the action still reads it afterwards.
  const body = request.body
    ? await readBytesWithLimit(request.body, actionBodyLimitBytes)
    : Buffer.alloc(0);
  if (body === null) return tooLarge;
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

// Must be literal (Next reads it statically). The paths that follow from the route table are
// written by `npm run routes:generate` (lib/route-wiring.ts): the redirect sources, the
// tech-solution pages of each language, every path of each language that is no page
// (`unknownPathRewrites()`' sources, which also take in the redirect sources),
// and the search pages (`searchPaths`: each answer gets its own nonce);
// tests/unit/route-wiring.test.ts fails when they differ from the table. Then any path with a
// trailing slash, any path with a percent sign (checked for a malformed encoding), any request
// with the draft cookie (draftModeCookie), a request naming a server action or posting a form
// (a GET has no body, so no Content-Type: a page itself never runs the proxy), and the image
// optimiser.
export const config = {
  matcher: [
    // Generated from the route table (npm run routes:generate): not edited by hand.
    '/services/netsuite',
    '/careers',
    '/blog',
    '/blog/:slug',
    '/features',
    '/events',
    '/tech-solution/:page',
    '/sv/tech-solution/:page',
    '/:path((?!(?-i:about|services|services/global-accounting|services/global-payroll|services/local-accounting|services/local-payroll|tech-solution|tech-solution/netsuite|tech-solution/global-erp|tech-solution/local-erps|tech-solution/expense|tech-solution/supplier-invoice|tech-solution/time-reporting|tech-solution/payroll-approval|tech-solution/project-reporting|tech-solution/reporting|customers|customers/nordvik-logistics|customers/kvarnby-software|customers/ekholm-arkitekter|trust|career|contact|news|privacy|terms|cookies|login|design/buttons|brand|search|news/[^/]+|news/page/[^/]+|tech-solution/[^/]+|live-preview/news(?:/[^/]+)?|sv(?:/.*)?|\\.well-known/security\\.txt|api/draft|api/draft/disable|api/revalidate|api/csp-report|api/search|brand/solvik-palette\\.json|language|news/feed\\.xml|sv/news/feed\\.xml|robots\\.txt|sitemap\\.xml|sitemap/[^/]+|brand/solvik-logo-package\\.zip|brand/solvik-logo-white\\.svg|brand/solvik-logo\\.svg|images/about-story\\.webp|images/career-team\\.webp|images/contact-office\\.webp|images/home-hero\\.webp|images/people/henrik-dahl\\.webp|images/people/jonas-lindqvist\\.webp|images/people/leila-haddad\\.webp|images/people/maria-ekstrom\\.webp|images/product-expense\\.webp|images/product-local-erps\\.webp|images/product-netsuite\\.webp|images/product-one-login\\.webp|images/product-payroll-approval\\.webp|images/product-project-reporting\\.webp|images/product-reporting\\.webp|images/product-supplier-invoice\\.webp|images/product-time-reporting\\.webp|images/service-erp\\.webp|images/service-global-accounting\\.webp|images/service-global-payroll\\.webp|images/service-local-accounting\\.webp|images/service-local-payroll\\.webp|images/services-hero\\.webp|images/sv/home-hero\\.webp|images/sv/product-expense\\.webp|images/sv/product-local-erps\\.webp|images/sv/product-netsuite\\.webp|images/sv/product-one-login\\.webp|images/sv/product-payroll-approval\\.webp|images/sv/product-project-reporting\\.webp|images/sv/product-reporting\\.webp|images/sv/product-supplier-invoice\\.webp|images/sv/product-time-reporting\\.webp|news/images/avatar-astrid\\.webp|news/images/avatar-jonas\\.webp|news/images/avatar-maria\\.webp|news/images/client-day\\.webp|news/images/close-timeline\\.webp|news/images/e-invoicing\\.webp|news/images/month-end-close\\.webp|news/images/netsuite-oneworld\\.webp|news/images/netsuite-share\\.webp|news/images/nordic-payroll\\.webp|news/images/peppol-flow\\.webp|news/images/sv/close-timeline\\.webp|news/images/sv/month-end-close\\.webp|news/images/sv/netsuite-oneworld\\.webp|news/images/sv/netsuite-share\\.webp|news/images/sv/nordic-payroll\\.webp|news/images/sv/peppol-flow\\.webp|news/images/sv/swedish-payroll\\.webp|news/images/swedish-payroll\\.webp|og/solvik-default\\.png|og/sv/solvik-default\\.png|apple-icon\\.png|icon\\.svg|_next/static/.*|_next/image)$).+)',
    '/sv/:path((?!(?-i:about|services|services/global-accounting|services/global-payroll|services/local-accounting|services/local-payroll|tech-solution|tech-solution/netsuite|tech-solution/global-erp|tech-solution/local-erps|tech-solution/expense|tech-solution/supplier-invoice|tech-solution/time-reporting|tech-solution/payroll-approval|tech-solution/project-reporting|tech-solution/reporting|customers|customers/nordvik-logistics|customers/kvarnby-software|customers/ekholm-arkitekter|trust|career|contact|news|privacy|terms|cookies|login|design/buttons|brand|search|news/[^/]+|news/page/[^/]+|tech-solution/[^/]+|live-preview/news(?:/[^/]+)?)$).+)',
    '/search',
    '/sv/search',
    // End of the generated paths.
    '/:path(.+/)',
    '/:path(.*%.*)',
    '/_next/image',
    { source: '/:path*', has: [{ type: 'cookie', key: '__prerender_bypass' }] },
    { source: '/:path*', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/:path*',
      has: [
        {
          type: 'header',
          key: 'content-type',
          value: '(multipart/form-data|application/x-www-form-urlencoded|text/plain).*',
        },
      ],
    },
  ],
};
