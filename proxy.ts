import { NextResponse, type NextRequest } from 'next/server';
import { findRedirect, isUnknownTechSolutionPage } from '@/lib/routes';
import { securityHeaders } from '@/lib/security-headers';

/**
 * Answers the route table's redirects, and the 404 of unknown tech-solution pages.
 *
 * Redirects live here rather than in next.config.ts because Next does not add the configured
 * headers to its own redirects, and a redirect is a response like any other: it carries HSTS
 * and the rest.
 *
 * An unknown /tech-solution/{value} must answer 404 while showing the generic Coming Soon
 * page. notFound() in the page would set the status but send an empty body that only the
 * browser fills in (vercel/next.js#62228), so the status is set here and the page renders
 * its generic content on the server as usual.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (isUnknownTechSolutionPage(pathname)) return NextResponse.next({ status: 404 });
  const match = findRedirect(pathname);
  if (!match) return NextResponse.next();
  const location = new URL(match.destination + request.nextUrl.search, request.nextUrl);
  const response = NextResponse.redirect(location, match.permanent ? 308 : 307);
  const development = process.env.NODE_ENV === 'development';
  for (const { key, value } of securityHeaders({ development })) response.headers.set(key, value);
  return response;
}

// Must be literal (Next reads it statically): the redirect sources, then the tech-solution
// pages. tests/unit/routes.test.ts checks that it agrees with lib/routes.ts.
export const config = {
  matcher: [
    '/services/netsuite',
    '/careers',
    '/blog',
    '/blog/:slug',
    '/events',
    '/tech-solution/:page',
  ],
};
