/**
 * Made-up addresses write nothing: 30 made-up addresses of every kind that reaches our code
 * (pages with dynamic segments in both languages, route handlers, images, and the RSC, prefetch
 * and segment-prefetch requests of pages) leave no new file in the instance's .next and, with
 * REDIS_URL, no new key in Redis. Two instances of the demo build (.next), each on its own copy:
 * one with the file-system cache, one with the Redis cache; each gets half of every kind.
 *
 *   npm run build && npm run test:multi-instance
 *
 * Ports (127.0.0.1): MADE_UP_TEST_PORT and the one after it (default 3150), and
 * MADE_UP_REDIS_PORT (default 6390).
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { type Instance, copyBuild, projectDir, redisServer, startInstance } from './cluster.ts';

const port = Number(process.env.MADE_UP_TEST_PORT ?? 3150);
const redisPort = Number(process.env.MADE_UP_REDIS_PORT ?? 6390);
// Enough that no kind passes by luck; the fuzz run (fuzz.test.ts) sends volume of every sort.
const COUNT = 30;

if (!existsSync(path.join(projectDir, '.next', 'BUILD_ID'))) {
  throw new Error('.next has no build: run `npm run build` first.');
}

const redis = redisServer(redisPort);
const builds: ReturnType<typeof copyBuild>[] = [];
type Name = 'disk' | 'redis';
/** Started by `before`. */
const instances = {} as Record<Name, Instance & { distDir: string }>;

beforeAll(async () => {
  await redis.start();
  const start = async (name: Name, offset: number, env: Record<string, string>) => {
    const distDir = `.next-made-up-${name}`;
    builds.push(copyBuild('.next', distDir));
    instances[name] = { distDir, ...(await startInstance({ port: port + offset, distDir, env })) };
  };
  await Promise.all([start('disk', 0, {}), start('redis', 1, { REDIS_URL: redis.url })]);
});

afterAll(async () => {
  await Promise.all(Object.values(instances).map((instance) => instance.stop()));
  for (const build of builds) build.remove();
  await redis.remove();
});

// The segment-prefetch names Next gives these pages' segments: `(en)` is `!KGVuKQ`.
const RSC = { RSC: '1' };
const PREFETCH = { RSC: '1', 'Next-Router-Prefetch': '1' };
const segment = (name: string) => ({ ...PREFETCH, 'Next-Router-Segment-Prefetch': name });

type Kind = {
  address: (n: number) => string;
  headers: Record<string, string>;
  status: number[];
};

/**
 * Each kind of made-up address: `address(n)` for the n-th one, the request's headers, and the
 * statuses it may answer. The image kinds get a real image's address (`image`).
 */
function kinds(image: string): Record<string, Kind> {
  // A slug a post could have (lower-case words and single hyphens), the warm-up's (-1) too, so
  // the warm-up takes the same path as the run (the language switch asks the CMS only then).
  const made = (n: number) =>
    `made-up-${n < 0 ? 'first' : n}-${Math.random().toString(36).slice(2, 8)}`;
  const page = (address: Kind['address'], status = [404]): Kind => ({
    address,
    headers: {},
    status,
  });
  return {
    'news post': page((n) => `/news/${made(n)}`),
    'Swedish news post': page((n) => `/sv/news/${made(n)}`),
    'news list page': page((n) => `/news/page/${1000 + n}`),
    'Swedish news list page': page((n) => `/sv/news/page/${1000 + n}`),
    'customer case': page((n) => `/customers/${made(n)}`),
    'Swedish customer case': page((n) => `/sv/customers/${made(n)}`),
    'tech-solution page': page((n) => `/tech-solution/${made(n)}`),
    'Swedish tech-solution page': page((n) => `/sv/tech-solution/${made(n)}`),
    'Swedish path': page((n) => `/sv/${made(n)}`),
    'path at the root': page((n) => `/${made(n)}`),
    'page with a query string': page((n) => `/services?utm=${made(n)}`, [200]),
    'sitemap file by number': page((n) => `/sitemap/${n}.xml`),
    'sitemap file by name': page((n) => `/sitemap/${made(n)}`),
    'feed with a query string': page((n) => `/news/feed.xml?x=${made(n)}`, [200]),
    'API route': page((n) => `/api/${made(n)}`),
    'draft with a wrong secret': page((n) => `/api/draft?secret=${made(n)}&slug=${made(n)}`, [401]),
    'language switch to a made-up post': page(
      (n) => `/language?to=sv&path=${encodeURIComponent(`/news/${made(n)}`)}`,
      [307],
    ),
    'static file': page((n) => `/_next/static/chunks/${made(n)}.js`),
    'news post, RSC': { address: (n) => `/news/${made(n)}`, headers: RSC, status: [404] },
    'news post, segment tree': {
      address: (n) => `/news/${made(n)}`,
      headers: segment('/_tree'),
      status: [404],
    },
    'news post, page segment': {
      address: (n) => `/news/${made(n)}`,
      headers: segment('/!KGVuKQ/news/$d$slug/__PAGE__'),
      status: [404],
    },
    'tech-solution page, segment tree': {
      address: (n) => `/tech-solution/${made(n)}`,
      headers: segment('/_tree'),
      status: [404],
    },
    'sitemap file, segment tree': {
      address: (n) => `/sitemap/${made(n)}`,
      headers: segment('/_tree'),
      status: [404],
    },
    'image that does not exist': page(
      (n) => `/_next/image?url=${encodeURIComponent(`/news/images/${made(n)}.webp`)}&w=640&q=75`,
    ),
    'image outside the site': page(
      (n) =>
        `/_next/image?url=${encodeURIComponent(`https://images.ctfassets.net/${made(n)}.png`)}&w=640&q=75`,
      [400],
    ),
    // No file of the site: server.ts's 404 before the optimiser (whose answer was a 400).
    'image of a page': page(
      (n) => `/_next/image?url=${encodeURIComponent(`/sitemap/${n}.xml`)}&w=640&q=75`,
      [404],
    ),
    'image with a query string': page(
      (n) => `/_next/image?url=${encodeURIComponent(`${image}?v=${n}`)}&w=640&q=75`,
      [400],
    ),
    'image at a made-up width': page(
      (n) => `/_next/image?url=${encodeURIComponent(image)}&w=${2000 + n}&q=75`,
      [400],
    ),
    'image at a made-up quality': page(
      (n) => `/_next/image?url=${encodeURIComponent(image)}&w=640&q=${n === 75 ? 101 : n}`,
      [400],
    ),
  };
}

/**
 * Every file under the instance's build folder (spread: to Jest's sandbox an array from node:fs
 * is another realm's, which deepEqual tells apart).
 */
function files(distDir: string) {
  return [...readdirSync(path.join(projectDir, distDir), { recursive: true, withFileTypes: true })]
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function redisKeys() {
  const client = await redis.client();
  try {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ COUNT: 1000 })) keys.push(...batch);
    return keys.sort();
  } finally {
    await client.close();
  }
}

/** Sends `requests` (each `{ url, headers }`), a few at a time; returns each status. */
async function send(
  origin: string,
  requests: { url: string; headers: Record<string, string> }[],
): Promise<number[]> {
  const statuses = new Array<number>(requests.length);
  let next = 0;
  async function worker() {
    while (next < requests.length) {
      const index = next++;
      const { url, headers } = requests[index] as (typeof requests)[number];
      // An RSC request without Next's cache-busting `_rsc` parameter is redirected to the
      // address with it (same origin, same headers): followed, as the browser does.
      const redirect = headers.RSC ? 'follow' : 'manual';
      const response = await fetch(`${origin}${url}`, { headers, redirect });
      await response.arrayBuffer();
      statuses[index] = response.status;
    }
  }
  await Promise.all(Array.from({ length: 4 }, worker));
  return statuses;
}

/** The address of an image the demo build shows, as its pages ask for it. */
async function realImage(origin: string) {
  const html = await (await fetch(`${origin}/news`)).text();
  const src = /\/_next\/image\?url=([^&"]+)&amp;w=/.exec(html)?.[1];
  assert.ok(src, '/news shows an optimised image');
  return decodeURIComponent(src);
}

/** What an instance holds: the files of its build folder and, with Redis, the keys there. */
async function holdings() {
  const keys = await redisKeys();
  return {
    keys,
    files: Object.fromEntries(
      Object.entries(instances).map(([name, { distDir }]) => [name, files(distDir)]),
    ),
  };
}

test(`${COUNT} made-up addresses of each kind write nothing, to disk or to Redis`, async () => {
  const names = Object.keys(instances) as Name[];
  const image = await realImage(instances.disk.origin);
  const all = Object.entries(kinds(image));
  // First a real image at its real width and quality (the one variant that may be kept), and
  // one made-up address of each kind: what a kind fills once, whatever the address (the post
  // index, the one page built for every unknown tech-solution value), is not per address.
  for (const { origin } of Object.values(instances)) {
    const real = await fetch(`${origin}/_next/image?url=${encodeURIComponent(image)}&w=640&q=75`);
    assert.equal(real.status, 200);
    await send(
      origin,
      all.map(([, kind]) => ({ url: kind.address(-1), headers: kind.headers })),
    );
  }
  const before = await holdings();

  // Half of each kind to each instance, both at once.
  const requests = all.flatMap(([label, kind]) =>
    Array.from({ length: COUNT }, (_, n) => ({
      label,
      instance: names[n % names.length] as Name,
      url: kind.address(n),
      headers: kind.headers,
      status: kind.status,
    })),
  );
  const answered = await Promise.all(
    names.map(async (name) => {
      const mine = requests.filter((request) => request.instance === name);
      const statuses = await send(instances[name].origin, mine);
      return mine.map((request, index) => ({ ...request, got: statuses[index] }));
    }),
  );
  const wrong = answered
    .flat()
    .filter((request) => !request.status.includes(request.got as number))
    .map(({ label, url, got }) => `${label}: ${url} answered ${got}`);
  assert.deepEqual(wrong.slice(0, 10), [], `${wrong.length} unexpected answers`);

  const after = await holdings();
  for (const name of names) {
    const added = (after.files[name] ?? []).filter((file) => !before.files[name]?.includes(file));
    const relative = added.map((file) => path.relative(projectDir, file));
    assert.deepEqual(relative.slice(0, 10), [], `${added.length} new files (${name})`);
    assert.doesNotMatch(instances[name].output(), /\n\s+at /, `a stack trace in the log (${name})`);
  }
  const addedKeys = after.keys.filter((key) => !before.keys.includes(key));
  assert.deepEqual(addedKeys.slice(0, 10), [], `${addedKeys.length} new keys in Redis`);
}, 600_000);
