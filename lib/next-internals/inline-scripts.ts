/**
 * The inline scripts of a page as Next writes it (its RSC payload and bootstrap, our
 * first-paint loader), read from the HTML for the page's Content-Security-Policy
 * (lib/content-security-policy.ts): each may run by its SHA-256 hash.
 */
import { createHash } from 'node:crypto';

// An inline script: a <script> without src whose type, if any, is JavaScript. (JSON-LD and
// other data blocks never run, so they need no hash.)
const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const javaScriptTypes = /^(|text\/javascript|application\/javascript|module)$/i;

/** The `'sha256-…'` source of each inline script in `html`, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(scriptPattern)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? '';
    if (!javaScriptTypes.test(type.trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
