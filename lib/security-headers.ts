/**
 * The headers sent with every response. The policy allows exactly what the site uses: itself,
 * HubSpot's form hosts (contact page) and Contentful's image host (news).
 */

const hubspot = {
  script: [
    'https://js.hsforms.net',
    'https://*.hsforms.net',
    'https://*.hsforms.com',
    'https://*.hubspot.com',
    'https://*.hs-scripts.com',
    'https://*.hs-analytics.net',
    'https://*.hscollectedforms.net',
    'https://*.hs-banner.com',
    'https://*.usemessages.com',
  ],
  connect: [
    'https://*.hsforms.com',
    'https://*.hsforms.net',
    'https://*.hubspot.com',
    'https://*.hscollectedforms.net',
    'https://*.hubapi.com',
  ],
  frame: ['https://*.hsforms.net', 'https://*.hsforms.com', 'https://*.hubspot.com'],
  img: [
    'https://*.hsforms.com',
    'https://*.hsforms.net',
    'https://*.hubspot.com',
    'https://*.hubspotusercontent-na1.net',
  ],
};

const contentfulImages = ['https://images.ctfassets.net'];

/** Contentful's web app, which shows the site in an iframe for Live Preview. */
export const contentfulApp = 'https://app.contentful.com';

/**
 * The cookie Next sets for draft mode. Its presence only decides which headers a response
 * carries: whether content is a draft is Next's own check of the cookie's value.
 */
export const draftModeCookie = '__prerender_bypass';

type HeaderOptions = {
  development: boolean;
  /** A draft-mode request: Contentful's app may frame the page (Live Preview). */
  draft?: boolean;
};

export function contentSecurityPolicy({ development, draft = false }: HeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next's App Router streams its payload in inline scripts; static pages cannot carry a
    // per-request nonce, so inline scripts are allowed. eval only in development (React's
    // debugging), never in production.
    'script-src': [
      "'self'",
      "'unsafe-inline'",
      ...(development ? ["'unsafe-eval'"] : []),
      ...hubspot.script,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...contentfulImages, ...hubspot.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...hubspot.connect, ...(development ? ['ws:'] : [])],
    'frame-src': hubspot.frame,
    'form-action': ["'self'", ...hubspot.connect],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Nobody may frame the site, except Contentful's editor showing an editor's preview.
    'frame-ancestors': draft ? [contentfulApp] : ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

export function securityHeaders({ development, draft = false }: HeaderOptions) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ development, draft }) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // X-Frame-Options cannot name an allowed framer; CSP frame-ancestors says it for drafts.
    ...(draft ? [] : [{ key: 'X-Frame-Options', value: 'DENY' }]),
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    },
  ];
}
