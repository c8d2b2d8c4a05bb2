/**
 * The site's Content-Security-Policy (the cache handlers load it unbundled, and
 * lib/security-headers.ts builds the other headers on it). The policy allows exactly what
 * the site uses: itself and Contentful's image host (news). The contact form posts to our own
 * origin, which passes it on to HubSpot from the server (lib/contact).
 *
 * A page's inline scripts (Next's RSC payload and bootstrap, our first-paint head scripts) run
 * by the SHA-256 hash of each, listed in that page's own policy: pre-rendered pages cannot
 * carry a per-request nonce. The cache handlers write the policy of the HTML they hand out
 * (lib/cache/cached-pages.ts). A page rendered for a visitor's request (a form posted without
 * JavaScript, a search) runs Next's scripts by a nonce that proxy.ts puts in its policy. Draft
 * mode and development, rendered per request, allow inline scripts; an answer that is not a page
 * allows nothing at all.
 */
import { inlineScriptHashes } from './next-internals/inline-scripts.ts';

const contentfulImages = ['https://images.ctfassets.net'];

/** Contentful's web app, which shows the site in an iframe for Live Preview. */
export const contentfulApp = 'https://app.contentful.com' as const;

/** Where browsers send violation reports (app/api/csp-report), by the name `report-to` uses. */
export const cspReportPath = '/api/csp-report' as const;
export const cspReportGroup = 'csp' as const;

/**
 * The policy of a page. `scriptHashes` (`'sha256-…'` sources): the only inline scripts that
 * may run; without them (draft mode, development) any inline script may. `draft`: Contentful's
 * app may frame the page (Live Preview).
 */
export function contentSecurityPolicy({
  development = false,
  draft = false,
  scriptHashes,
}: { development?: boolean; draft?: boolean; scriptHashes?: string[] } = {}): string {
  const inline = scriptHashes ? [...new Set(scriptHashes)] : ["'unsafe-inline'"];
  const directives: Directives = {
    'default-src': ["'self'"],
    // eval in development (React's debugging) and in draft mode, where the Live Preview SDK
    // pulls in is-generator-function, which probes `Function(...)`; never for visitors.
    'script-src': ["'self'", ...inline, ...(development || draft ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...contentfulImages],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(development ? ['ws:'] : [])],
    'frame-src': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Nobody may frame the site, except Contentful's editor showing an editor's preview.
    'frame-ancestors': draft ? [contentfulApp] : ["'none'"],
    'report-uri': [cspReportPath],
    'report-to': [cspReportGroup],
  };
  return serialize(directives);
}

/** The policy of an answer that is not a page (a feed, JSON, a redirect): nothing may run. */
export const noContentPolicy: string = serialize({
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

type Directives = Record<string, string[]>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The policy of a pre-rendered page: its own inline scripts by hash, nothing else inline. */
export function pagePolicy(html: string): string {
  return contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) });
}
