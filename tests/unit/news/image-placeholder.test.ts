/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { createImagePlaceholder, imagePlaceholder } from '@/lib/news/image-placeholder';

/** The preview's bytes, after checking it is a WebP `data:` URL. */
function decode(preview: string | undefined): Buffer {
  expect(preview).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
  return Buffer.from(String(preview).slice('data:image/webp;base64,'.length), 'base64');
}

describe('imagePlaceholder: bundled demo files', () => {
  it('shrinks the file to an 8 px wide WebP', async () => {
    const preview = await imagePlaceholder({
      url: '/news/images/month-end-close.webp',
      origin: 'local',
      alt: '',
    });
    const metadata = await sharp(decode(preview)).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(8);
  });

  it('gives none for a missing file or a path outside public/', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    for (const url of [
      '/news/images/no-such-file.webp',
      '/news/..%2f..%2fart%2fproduct-reporting.svg',
    ]) {
      await expect(imagePlaceholder({ url, origin: 'local', alt: '' })).resolves.toBeUndefined();
    }
    await expect(imagePlaceholder(undefined)).resolves.toBeUndefined();
    warn.mockRestore();
  });
});

describe('imagePlaceholder: Contentful assets', () => {
  let server: http.Server;
  let origin: string;
  let tinyWebp: Buffer;
  const requests: string[] = [];
  /** path → how the fake Images API answers it. */
  const answers = new Map<string, (response: http.ServerResponse) => void>();

  beforeAll(async () => {
    tinyWebp = await sharp({
      create: { width: 8, height: 5, channels: 3, background: { r: 20, g: 60, b: 120 } },
    })
      .webp()
      .toBuffer();
    server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://fake.invalid');
      requests.push(`${url.pathname}${url.search}`);
      const answer = answers.get(url.pathname);
      if (answer) answer(response);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    requests.length = 0;
  });

  const image = (path: string) => ({
    url: `${origin}${path}`,
    origin: 'contentful' as const,
    alt: '',
  });
  /** Asks the fake Images API, as the pages' imagePlaceholder asks Contentful's. */
  let placeholder: ReturnType<typeof createImagePlaceholder>;
  beforeAll(() => {
    placeholder = createImagePlaceholder({ imagesOrigin: origin });
  });

  it('asks no host but the Images API', async () => {
    answers.set('/elsewhere.jpg', (response) =>
      response.writeHead(200, { 'content-type': 'image/webp' }).end(tinyWebp),
    );
    await expect(imagePlaceholder(image('/elsewhere.jpg'))).resolves.toBeUndefined();
    expect(requests).toEqual([]);
  });

  it('asks the Images API for an 8 px WebP and keeps the answer', async () => {
    answers.set('/good.jpg', (response) =>
      response.writeHead(200, { 'content-type': 'image/webp' }).end(tinyWebp),
    );
    const preview = await placeholder(image('/good.jpg'));
    expect(decode(preview).equals(tinyWebp)).toBe(true);
    expect(requests).toEqual(['/good.jpg?w=8&q=70&fm=webp']);

    await expect(placeholder(image('/good.jpg'))).resolves.toBe(preview);
    expect(requests).toHaveLength(1);
  });

  it('gives none for an error, something that is not a WebP, or too many bytes', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    answers.set('/failing.jpg', (response) => response.writeHead(503).end('busy'));
    answers.set('/html.jpg', (response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<p>not an image</p>'),
    );
    // Chunked, with no Content-Length: only the bytes read can tell.
    answers.set('/huge.jpg', (response) => {
      response.writeHead(200, { 'content-type': 'image/webp' });
      for (let i = 0; i < 8; i += 1) response.write(Buffer.alloc(1024, i));
      response.end();
    });
    for (const path of ['/failing.jpg', '/html.jpg', '/huge.jpg']) {
      await expect(placeholder(image(path))).resolves.toBeUndefined();
    }

    // A failure is not kept: the next render asks again, and gets the preview once it works.
    answers.set('/failing.jpg', (response) =>
      response.writeHead(200, { 'content-type': 'image/webp' }).end(tinyWebp),
    );
    await expect(placeholder(image('/failing.jpg'))).resolves.toMatch(/^data:image\/webp/);
    expect(requests.filter((request) => request.startsWith('/failing.jpg'))).toHaveLength(2);
    warn.mockRestore();
  });

  it('stops waiting for a slow Images API and renders without a preview', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    answers.set('/slow.jpg', (response) => {
      const late = () => response.writeHead(200, { 'content-type': 'image/webp' }).end(tinyWebp);
      setTimeout(late, 5000).unref();
    });
    const started = Date.now();
    await expect(placeholder(image('/slow.jpg'))).resolves.toBeUndefined();
    expect(Date.now() - started).toBeLessThan(4000);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/slow.jpg'));
    warn.mockRestore();
  });
});
