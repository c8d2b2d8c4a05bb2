import { absoluteUrl } from '@/lib/env';
import { trustPath } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';

/** Rebuilt daily, so `Expires` always lies about half a year ahead (RFC 9116: under a year). */
export const revalidate = 86400;

const validForDays = 180;

/** The security contact of RFC 9116, from the same facts as the trust page. */
export function GET() {
  const expires = new Date(Date.now() + validForDays * 24 * 60 * 60 * 1000);
  expires.setUTCHours(0, 0, 0, 0);
  const body = [
    `Contact: mailto:${siteConfig.securityEmail}`,
    `Expires: ${expires.toISOString()}`,
    'Preferred-Languages: en, sv',
    `Canonical: ${absoluteUrl('/.well-known/security.txt')}`,
    `Policy: ${absoluteUrl(`${trustPath}#disclosure`)}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
