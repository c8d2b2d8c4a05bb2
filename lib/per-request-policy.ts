/**
 * The Content-Security-Policy of a page Next renders for one request rather than serving it
 * pre-rendered: a form posted without JavaScript (the contact form's server action) and the
 * search pages. Pre-rendered pages run their inline scripts by hash
 * (lib/content-security-policy.ts); such a page has no HTML to hash ahead, so Next's own inline
 * scripts carry a nonce instead (Next takes it from the request's policy, set in proxy.ts). An
 * inline script the root layout puts in <head> (none today) is rendered as it is and cannot
 * carry it: such scripts are allowed by their hashes, read once from a page of the same layout
 * as the build pre-rendered it, so whatever the layout puts there stays allowed and nothing else.
 */
import { contentSecurityPolicy } from '@/lib/content-security-policy.ts';
import { inlineScriptHashes } from '@/lib/next-internals/inline-scripts.ts';
import { prerenderedHead } from '@/lib/next-internals/prerendered-head.ts';

const headHashes = new Map<string, string[]>();

/** The hashes of the inline scripts in the <head> of a pre-rendered page, e.g. `/contact`. */
function prerenderedHeadHashes(page: string): string[] {
  const known = headHashes.get(page);
  if (known) return known;
  let hashes: string[] = [];
  try {
    hashes = inlineScriptHashes(prerenderedHead(page));
  } catch (error) {
    // `next dev` has no pre-rendered pages (and allows inline scripts anyway).
    if (process.env.NODE_ENV === 'production') {
      console.error(`[csp] Could not read the pre-rendered ${page}:`, error);
    }
  }
  headHashes.set(page, hashes);
  return hashes;
}

/** A fresh nonce: 128 random bits. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * The policy of a page rendered for its request: scripts run by `nonce`, and the <head> scripts
 * of the pre-rendered page at the path `page` (`/contact`, `/sv`) whose root layout it shares,
 * by hash.
 */
export function perRequestPolicy(page: string, nonce: string): string {
  return contentSecurityPolicy({
    development: process.env.NODE_ENV === 'development',
    scriptHashes: [`'nonce-${nonce}'`, ...prerenderedHeadHashes(page)],
  });
}
