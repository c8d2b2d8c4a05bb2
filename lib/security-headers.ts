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

export function contentSecurityPolicy({ development }: { development: boolean }): string {
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
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

export function securityHeaders({ development }: { development: boolean }) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ development }) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    },
  ];
}
