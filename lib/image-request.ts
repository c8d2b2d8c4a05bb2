/**
 * The check proxy.ts makes of a `/_next/image` request before Next's image optimiser takes it.
 * The optimiser fetches a local `url` from this same server; a source that the server answers
 * with a redirect (`/\evil.example/x.png`, which Next's router turns into `//evil.example/…`, a
 * trailing slash, a `..` segment) makes it answer 500. Our pages ask only for clean paths of
 * our own files: anything else is a 400 here. A clean path that is no file of the site
 * (`/news/images/<made-up>.webp`) is a 404 here: the optimiser would fetch it, and write a line
 * to the log for every one (`internal image response failed`).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { staticFiles } from './unknown-paths.ts';

export type ImageRefusal = { status: 400 | 404; message: string };

export function imageSourceRefusal(
  url: string | null,
  isImageFile: (path: string) => boolean = isFileOfTheSite,
): ImageRefusal | undefined {
  if (url === null || !url.startsWith('/')) return undefined; // Next answers these with a 400
  if (!isCleanPath(url)) {
    return {
      status: 400,
      message: 'Bad request: the "url" parameter must be the plain path of an image of this site.',
    };
  }
  // A query is Next's to refuse (images.localPatterns).
  if (!url.includes('?') && !isImageFile(url)) {
    return { status: 404, message: 'Not found: this site has no image at that path.' };
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

const mediaPrefix = '/_next/static/media/';
let media: ReadonlySet<string> | null | undefined;

/**
 * The build's imported images (`/_next/static/media/…`, read once) and public/'s files. When
 * the build's folder cannot be read, every media path is taken for a file: Next then decides.
 */
function isFileOfTheSite(url: string): boolean {
  const file = decodeURIComponent(url);
  if (file.startsWith(mediaPrefix)) {
    if (media === undefined) {
      const dir = path.join(
        /*turbopackIgnore: true*/ process.env.NEXT_DIST_DIR || '.next',
        'static',
        'media',
      );
      try {
        media = new Set(readdirSync(dir));
      } catch {
        media = null;
      }
    }
    return media === null || media.has(file.slice(mediaPrefix.length));
  }
  return staticFiles().includes(file);
}
