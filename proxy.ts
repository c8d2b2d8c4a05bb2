import { NextResponse, type NextRequest } from 'next/server';
import { findRedirect } from '@/lib/routes';
import { securityHeaders } from '@/lib/security-headers';

/**
 * Answers the route table's redirects. They live here rather than in next.config.ts because
 * Next does not add the configured headers to its own redirects, and a redirect is a response
 * like any other: it carries HSTS and the rest.
 */
export function proxy(request: NextRequest) {
  const match = findRedirect(request.nextUrl.pathname);
  if (!match) return NextResponse.next();
  const location = new URL(match.destination + request.nextUrl.search, request.nextUrl);
  const response = NextResponse.redirect(location, match.permanent ? 308 : 307);
  const development = process.env.NODE_ENV === 'development';
  for (const { key, value } of securityHeaders({ development })) response.headers.set(key, value);
  return response;
}

// Must list the sources of `redirectRules` literally (Next reads it statically);
// tests/unit/routes.test.ts checks that the two agree.
export const config = {
  matcher: ['/services/netsuite', '/careers', '/blog', '/blog/:slug', '/events'],
};
