import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { readBytesWithLimit } from '@/lib/read-limited';
import { contentfulImageLoader } from './image-loader';
import type { NewsImage } from './types';

/**
 * The blurred preview a news page shows in place of its leading image until the file arrives,
 * as our illustrations do: on a phone's 4G the image comes a round trip after the HTML, and
 * without a preview the list's first card and an article's picture stay an empty grey box
 * for that long.
 *
 * The preview is the image at 8 px wide, like the one next/image makes for a static import,
 * as a `data:` URL for `blurDataURL`. A bundled demo file is shrunk from disk; a Contentful
 * asset is asked of Contentful's Images API at that size (a few hundred bytes). Anything that
 * goes wrong (no such file, the Images API slow, failing or answering with something that is
 * not a small WebP) gives no preview: the page renders as it would without one.
 */

/** next/image's own size for blur previews (BLUR_IMG_SIZE). */
const PREVIEW_WIDTH = 8;
const PREVIEW_QUALITY = 70;
/** How long a render waits for Contentful's Images API before it goes on without a preview. */
const FETCH_TIMEOUT_MS = 1500;
/** An 8 px WebP is a few hundred bytes; anything much larger is not what was asked for. */
const MAX_PREVIEW_BYTES = 4096;
/** Previews kept per process; each is under 6 kB of base64. */
const MEMO_LIMIT = 500;
/** Where Contentful's Images API answers; the server asks no other host for a preview. */
const CONTENTFUL_IMAGES_ORIGIN = 'https://images.ctfassets.net';

const PUBLIC_DIR = path.join(process.cwd(), 'public');

async function localPreview(url: string): Promise<Buffer | undefined> {
  const file = path.join(
    PUBLIC_DIR,
    decodeURIComponent(new URL(url, 'http://site.invalid').pathname),
  );
  if (!file.startsWith(PUBLIC_DIR + path.sep)) return undefined;
  const bytes = await readFile(file);
  return sharp(bytes).resize(PREVIEW_WIDTH).webp({ quality: PREVIEW_QUALITY }).toBuffer();
}

async function contentfulPreview(url: string, imagesOrigin: string): Promise<Buffer | undefined> {
  if (new URL(url).origin !== imagesOrigin) return undefined;
  const source = contentfulImageLoader({
    src: url,
    width: PREVIEW_WIDTH,
    quality: PREVIEW_QUALITY,
  });
  // No `cache` option: Next's default keeps the page static (`no-store` would make it dynamic).
  const response = await fetch(source, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    redirect: 'error',
  });
  if (!response.ok || response.headers.get('content-type') !== 'image/webp' || !response.body) {
    await response.body?.cancel();
    return undefined;
  }
  // Read no more than a preview can weigh, whatever Content-Length says (or does not).
  return (await readBytesWithLimit(response.body, MAX_PREVIEW_BYTES)) ?? undefined;
}

type PlaceholderOptions = {
  /** The Images API's origin: Contentful's own, or a local stand-in in tests. */
  imagesOrigin?: string;
};

/**
 * Returns `placeholder(image)`: a `data:image/webp` preview of a news image for next/image's
 * `blurDataURL`, or undefined. Previews are kept per function (only successes: a failure is
 * asked again at the next render).
 */
export function createImagePlaceholder({
  imagesOrigin = CONTENTFUL_IMAGES_ORIGIN,
}: PlaceholderOptions = {}) {
  /** image URL → its preview. */
  const memo = new Map<string, string>();

  return async function placeholder(image: NewsImage | undefined): Promise<string | undefined> {
    if (!image) return undefined;
    const known = memo.get(image.url);
    if (known !== undefined) return known;
    try {
      const bytes =
        image.origin === 'local'
          ? await localPreview(image.url)
          : await contentfulPreview(image.url, imagesOrigin);
      if (!bytes || bytes.length === 0) return undefined;
      const preview = `data:image/webp;base64,${bytes.toString('base64')}`;
      if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
      memo.set(image.url, preview);
      return preview;
    } catch (error) {
      console.warn(`No preview for news image ${image.url}: ${(error as Error).message}`);
      return undefined;
    }
  };
}

/** The pages' preview of their leading news image (createImagePlaceholder, Contentful's API). */
export const imagePlaceholder = createImagePlaceholder();
