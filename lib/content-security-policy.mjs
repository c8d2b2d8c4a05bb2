/**
 * The site's Content-Security-Policy (plain JavaScript: the cache handlers load it unbundled,
 * and lib/security-headers.ts builds the other headers on it). The policy allows exactly what
 * the site uses: itself and Contentful's image host (news). The contact form posts to our own
 * origin, which passes it on to HubSpot from the server (lib/contact).
 *
 * A page's inline scripts (Next's RSC payload and bootstrap, our first-paint head scripts) run
 * by the SHA-256 hash of each, listed in that page's own policy: pre-rendered pages cannot
 * carry a per-request nonce. The cache handlers write the policy of the HTML they hand out
 * (lib/cache/cached-pages.mjs). A page rendered for a visitor's request (a form posted without
 * JavaScript, a search) runs Next's scripts by a nonce that proxy.ts puts in its policy. Draft
 * mode and development, rendered per request, allow inline scripts; an answer that is not a page
 * allows nothing at all.
 */
import { createHash } from 'node:crypto';

const contentfulImages = ['https://images.ctfassets.net'];

/** Contentful's web app, which shows the site in an iframe for Live Preview. */
export const contentfulApp = 'https://app.contentful.com';

/** Where browsers send violation reports (app/api/csp-report), by the name `report-to` uses. */
export const cspReportPath = '/api/csp-report';
export const cspReportGroup = 'csp';

/**
 * The policy of a page. `scriptHashes` (`'sha256-…'` sources): the only inline scripts that
 * may run; without them (draft mode, development) any inline script may. `draft`: Contentful's
 * app may frame the page (Live Preview).
 */
export function contentSecurityPolicy({ development = false, draft = false, scriptHashes } = {}) {
  const inline = scriptHashes ? [...new Set(scriptHashes)] : ["'unsafe-inline'"];
  const directives = {
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
export const noContentPolicy = serialize({
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

function serialize(directives) {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

// An inline script: a <script> without src whose type, if any, is JavaScript. (JSON-LD and
// other data blocks never run, so they need no hash.)
const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const javaScriptTypes = /^(|text\/javascript|application\/javascript|module)$/i;

/** The `'sha256-…'` source of each inline script in `html`, in order, without repeats. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(scriptPattern)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? '';
    if (!javaScriptTypes.test(type.trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy of a pre-rendered page: its own inline scripts by hash, nothing else inline. */
export function pagePolicy(html) {
  return contentSecurityPolicy({ scriptHashes: inlineScriptHashes(html) });
}
