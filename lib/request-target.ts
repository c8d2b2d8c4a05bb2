import { imageSourceRefusal } from './image-request.ts';

/**
 * Requests that `next start` answers before any of our code runs, proxy.ts included, and so
 * without our headers, or answers with a 500 and a stack trace in the log. The request gate
 * (server.ts) answers these itself and lets every other request through untouched:
 *
 * - a request-target that is no path (`OPTIONS *`, `GET *`) or no URL: Next answers 500 with
 *   a stack trace;
 * - a path with a doubled slash or a backslash (`//services`): Next redirects to its clean form;
 * - a method Next has no handler for (`TRACE`, `PROPFIND`, `MKCOL`): Next throws a TypeError
 *   and answers 500, so it gets 501 Not Implemented here;
 * - anything but GET or HEAD on a build file (`POST /_next/static/…`): Next answers 500, so
 *   it gets 405 with `Allow: GET, HEAD` here; and on a GET, a precondition it fails
 *   (`If-Unmodified-Since` in 1970, an `If-Match` of another file) answers 500 too, so these
 *   go, with Range (`buildFileIgnoredHeaders`): a build file never changes, and GET has
 *   nothing to guard;
 * - a path over 1,024 characters or a target over 4,096: 414, before Next copies it into
 *   its answer's headers;
 * - an image for Next's optimiser whose source is no file of ours
 *   (`/_next/image?url=/news/images/made-up.webp`): Next logs a line for each, so the gate
 *   answers 404 itself (`localImageSource` says which file to look for).
 */
export type TargetAnswer =
  | { status: 400 | 404 | 414 | 501; body: string }
  | { status: 405; body: string; allow: string }
  | { status: 308; location: string };

/**
 * The longest path and target the gate passes on. The site's own are under 200 characters; Next
 * writes a path into several response headers, so a 10 KB one made an answer the cache tier
 * refuses (and a 10 KB redirect for a path with `//`).
 */
const maxPath = 1024;
const maxTarget = 4096;

/** The methods Next routes (its `HTTP_METHODS`); it throws on any other. */
const nextMethods = new Set(['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']);

/** The gate's answer to `method` on `target`, or undefined when it is Next's to answer. */
export function gateAnswer(method: string, target: string): TargetAnswer | undefined {
  if (!nextMethods.has(method)) {
    return { status: 501, body: 'Not implemented: this site does not answer that method.\n' };
  }
  const query = target.indexOf('?');
  if (
    target.length > maxTarget ||
    (query === -1 ? target : target.slice(0, query)).length > maxPath
  ) {
    return {
      status: 414,
      body: 'URI too long: no address of this site is anywhere near as long.\n',
    };
  }
  const answer = malformedTargetAnswer(target);
  if (answer) return answer;
  // Next's image optimiser answers any other method with a 500 and a stack trace.
  if (method !== 'GET' && method !== 'HEAD' && (isBuildFile(target) || isImageRequest(target))) {
    return {
      status: 405,
      allow: 'GET, HEAD',
      body: 'Method not allowed: build files and images are read-only.\n',
    };
  }
  return undefined;
}

/**
 * The headers dropped from a GET of a build file: the preconditions above, and Range, which
 * Next answers with a 500 when it is malformed or past the end (`bytes=-0`, `bytes=-`,
 * `bytes=999999999999-`). A build file is small; it is sent whole, as HTTP allows.
 */
export const buildFileIgnoredHeaders = ['if-match', 'if-unmodified-since', 'range', 'if-range'];

export const isBuildFile = (target: string) => target.startsWith('/_next/static/');

const isImageRequest = (target: string) =>
  target === '/_next/image' || target.startsWith('/_next/image?');

/**
 * For a request to Next's image optimiser with a local source, that source's path
 * (`/news/images/a.webp`, `/_next/static/media/b.png`); undefined for any other request, and
 * for a source the proxy refuses or Next does not fetch locally.
 */
export function localImageSource(target: string): string | undefined {
  if (!target.startsWith('/_next/image?')) return undefined;
  const url = new URLSearchParams(target.slice('/_next/image?'.length)).get('url');
  // The proxy's 400 for a source that is no clean path (`/\evil.example/x.png`) comes first.
  if (!url?.startsWith('/') || imageSourceRefusal(url) !== undefined) return undefined;
  const path = url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** The answer to a request-target Next cannot take as it is, or undefined for every other. */
export function malformedTargetAnswer(target: string): TargetAnswer | undefined {
  if (!target.startsWith('/')) {
    // The absolute form (`GET http://host/path`) is HTTP's own, and Next reads it; one that is
    // no URL (`http://a%00b/`) Next throws on.
    if (/^[a-z][a-z\d+.-]*:\/\//i.test(target) && URL.canParse(target)) return undefined;
    return { status: 400, body: 'Bad request: the request-target must be a path.\n' };
  }
  const query = target.indexOf('?');
  const path = query === -1 ? target : target.slice(0, query);
  if (!/\\|\/\//.test(path)) return undefined;
  // Next's own clean form, and in the same step without the trailing slash proxy.ts removes.
  const clean = path.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  const location = (clean.length > 1 ? clean.replace(/\/$/, '') : clean) || '/';
  return { status: 308, location: location + (query === -1 ? '' : target.slice(query)) };
}
