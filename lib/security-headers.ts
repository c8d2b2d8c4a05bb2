/**
 * The headers sent with every response. The Content-Security-Policy itself is built in
 * content-security-policy.ts, which the cache handlers share.
 */
import {
  contentSecurityPolicy,
  contentfulApp,
  cspReportGroup,
  cspReportPath,
  noContentPolicy,
} from './content-security-policy.ts';

export { contentfulApp };

/**
 * The cookie Next sets for draft mode. Its presence only decides which headers a response
 * carries: whether content is a draft is Next's own check of the cookie's value.
 */
export const draftModeCookie = '__prerender_bypass';

/**
 * Which Content-Security-Policy goes with the other headers:
 * - `cached-page`: none here. A page is served from Next's cache, and the cache handlers
 *   write its own policy, by the hashes of its inline scripts (lib/cache/cached-pages.ts);
 *   `next start` adds a cached page's headers to these, so one here would be a second policy.
 *   Pages rendered for each request (a form posted without JavaScript, a search) get a policy
 *   with a nonce from proxy.ts instead.
 * - `inline`: inline scripts allowed, for pages rendered per request (draft mode, `next dev`).
 * - `no-content`: nothing may run (route handlers' answers, redirects, plain-text errors).
 */
type PolicyKind = 'cached-page' | 'inline' | 'no-content';

type HeaderOptions = {
  development: boolean;
  /** A draft-mode request: Contentful's app may frame the page (Live Preview). */
  draft?: boolean;
  policy: PolicyKind;
};

function policyHeader({ development, draft, policy }: HeaderOptions) {
  if (policy === 'cached-page') return [];
  const value =
    policy === 'inline' ? contentSecurityPolicy({ development, draft }) : noContentPolicy;
  return [{ key: 'Content-Security-Policy', value }];
}

export function securityHeaders(options: HeaderOptions) {
  return [
    ...policyHeader(options),
    // Where browsers report what the policy blocked (app/api/csp-report).
    { key: 'Reporting-Endpoints', value: `${cspReportGroup}="${cspReportPath}"` },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // X-Frame-Options cannot name an allowed framer; CSP frame-ancestors says it for drafts.
    ...(options.draft ? [] : [{ key: 'X-Frame-Options', value: 'DENY' }]),
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    },
  ];
}
