/**
 * Who compresses the answers: `next start` itself by default, or the proxy in front of it when
 * the instance runs with COMPRESS_RESPONSES=false (docs/deploying.md, "In front"). Instances of the demo
 * build (.next), which these tests only read.
 *
 *   npm run build && npm run test:multi-instance   (MULTI_INSTANCE_PORT + 2, default 3132)
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { type Instance, projectDir, startInstance } from './cluster.ts';

const port = Number(process.env.MULTI_INSTANCE_PORT ?? 3130) + 2;
const distDir = '.next';
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

if (!existsSync(path.join(projectDir, distDir, 'BUILD_ID'))) {
  throw new Error(`${distDir} has no build: run \`npm run build\` first.`);
}

let instance: Instance | undefined;
afterAll(() => instance?.stop());

/** The page's raw answer, as a browser that accepts compression would get it. */
function fetchRaw(
  origin: string,
  pathname: string,
): Promise<{ status: number | undefined; headers: IncomingHttpHeaders; body: Buffer }> {
  // fetch() would decompress on its own; node:http shows the bytes as sent.
  return new Promise((resolve, reject) => {
    request(
      `${origin}${pathname}`,
      { headers: { 'accept-encoding': BROWSER_ENCODINGS } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    )
      .on('error', reject)
      .end();
  });
}

test('by default, next start gzips a page for a browser that accepts it', async () => {
  instance = await startInstance({ port, distDir });
  const { status, headers, body } = await fetchRaw(instance.origin, '/');
  assert.equal(status, 200);
  assert.equal(headers['content-encoding'], 'gzip');
  assert.match(gunzipSync(body).toString('utf8'), /^<!DOCTYPE html>/);
  await instance.stop();
  instance = undefined;
});

test('with COMPRESS_RESPONSES=false it sends pages and files as they are, for the proxy to compress', async () => {
  instance = await startInstance({ port, distDir, env: { COMPRESS_RESPONSES: 'false' } });
  const page = await fetchRaw(instance.origin, '/');
  assert.equal(page.status, 200);
  assert.equal(page.headers['content-encoding'], undefined);
  const html = page.body.toString('utf8');
  assert.match(html, /^<!DOCTYPE html>/);
  assert.equal(Number(page.headers['content-length'] ?? page.body.length), page.body.length);

  const script = html.match(/\/_next\/static\/[\w./-]+\.js/)?.[0];
  assert.ok(script, 'the page names a script');
  const file = await fetchRaw(instance.origin, script);
  assert.equal(file.status, 200);
  assert.equal(file.headers['content-encoding'], undefined);
});
