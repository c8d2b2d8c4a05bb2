/**
 * The check proxy.ts makes of a `/_next/image` request before Next's image optimiser takes it.
 * The optimiser fetches a local `url` from this same server; a source that the server answers
 * with a redirect (`/\evil.example/x.png`, which Next's router turns into `//evil.example/…`, a
 * trailing slash, a `..` segment) makes it answer 500. Our pages ask only for clean paths of
 * our own files: anything else is a 400 here.
 */
export function imageSourceRefusal(url: string | null): string | undefined {
  if (url === null || !url.startsWith('/')) return undefined; // Next answers these with a 400
  if (!isCleanPath(url)) {
    return 'Bad request: the "url" parameter must be the plain path of an image of this site.';
  }
  return undefined;
}

/** A path the server serves as it is: one slash at a time, no `.` or `..`, no backslash. */
function isCleanPath(url: string): boolean {
  if (url.includes('\\') || url.includes('//') || (url.length > 1 && url.endsWith('/'))) {
    return false;
  }
  try {
    decodeURIComponent(url);
    const parsed = new URL(url, 'http://n');
    return parsed.origin === 'http://n' && `${parsed.pathname}${parsed.search}` === url;
  } catch {
    return false;
  }
}
