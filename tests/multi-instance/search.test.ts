/**
 * Search stays in step with the CMS across instances: two `next start` instances of the
 * .next-cms build on one Redis behind Varnish (deploy/varnish), against the fake Contentful. A
 * post published, changed and unpublished (and an author renamed) shows in (or leaves) the
 * answers of /api/search on both instances and through Varnish within the seconds its article
 * page takes; with the CMS failing, search answers what it had. Hostile queries get a 4xx,
 * never a 500.
 *
 *   npm run build:cms && npx jest -c tests/multi-instance/jest.config.ts tests/multi-instance/search.test.ts
 *
 * Ports (127.0.0.1): SEARCH_TEST_PORT (Varnish, default 6100), SEARCH_INSTANCE_PORT and the
 * one after it (default 3170), FAKE_CDA_PORT (default 4014 here), SEARCH_REDIS_PORT (6389).
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SearchAnswer } from '../../lib/search/types.ts';
import { cmsFrontDoor, projectDir, waitFor } from './cluster.ts';
import { cmsEnv, postWebhook } from './contentful.ts';
import { send } from './requests.ts';

const varnishPort = Number(process.env.SEARCH_TEST_PORT ?? 6100);
const instancePort = Number(process.env.SEARCH_INSTANCE_PORT ?? 3170);
const fakePort = Number(process.env.FAKE_CDA_PORT ?? 4014);
const redisPort = Number(process.env.SEARCH_REDIS_PORT ?? 6389);
const token = 'search-purge-token-0123456789abcdef0123456789';

if (!existsSync(path.join(projectDir, cmsEnv.NEXT_DIST_DIR, 'search', 'pages-en.json'))) {
  throw new Error(`${cmsEnv.NEXT_DIST_DIR} has no search pages: run \`npm run build:cms\` first.`);
}

const ports: [number, number] = [instancePort, instancePort + 1];
let site: Awaited<ReturnType<typeof cmsFrontDoor>>;

/** An answer of /api/search, with the X-Cache it came with. */
type Searched = SearchAnswer & { xCache: string | string[] | undefined };

/** The answer of /api/search on `port` (an instance, or Varnish). */
async function search(port: number, lang: string, q: string): Promise<Searched> {
  const target = `/api/search?${new URLSearchParams({ q, lang })}`;
  const response = await send(port, target);
  assert.equal(response.status, 200, `${target} on ${port}: ${response.body}`);
  return { ...(JSON.parse(response.body) as SearchAnswer), xCache: response.headers['x-cache'] };
}

const everywhere = [varnishPort, ...ports];
const pathsOf = (answer: SearchAnswer) => answer.hits.map((hit) => hit.path);

/** Waits until `check(paths)` holds for the answer on Varnish and on both instances. */
async function untilEverywhere(
  lang: string,
  q: string,
  check: (paths: string[]) => boolean,
  what: string,
) {
  return waitFor(
    async () => {
      const answers = await Promise.all(everywhere.map((port) => search(port, lang, q)));
      return answers.every((answer) => check(pathsOf(answer))) ? answers : null;
    },
    { timeoutMs: 15_000, intervalMs: 200, what },
  );
}

/** Waits until the article at `target` answers `status` through Varnish. */
function articleAnswers(target: string, status: number) {
  return waitFor(async () => (await send(varnishPort, target)).status === status, {
    timeoutMs: 15_000,
    intervalMs: 200,
    what: `${target} answers ${status} through Varnish`,
  });
}

beforeAll(async () => {
  site = await cmsFrontDoor({
    port: varnishPort,
    instancePorts: ports,
    redisPort,
    cdaPort: fakePort,
    purgeToken: token,
  });
});

afterAll(() => site?.stop());

test('pages and posts answer in their own language; Varnish keeps the JSON, passes the pages', async () => {
  assert.equal((await send(varnishPort, '/sv/search?q=l%C3%B6n')).headers['x-cache'], 'PASS');
  const english = await search(varnishPort, 'en', 'peppol');
  assert.ok(pathsOf(english).includes('/news/nordic-e-invoicing-peppol'), pathsOf(english).join());
  assert.ok(english.hits.every((hit) => !hit.path.startsWith('/sv')));
  // Kept under its words and language alone; what a publish purges is named at the origin and
  // never leaves the edge.
  const again = await send(varnishPort, '/api/search?utm_source=x&q=peppol&lang=en');
  assert.equal(again.headers['x-cache'], 'HIT');
  const { xCache, ...answer } = english;
  assert.equal(xCache, 'MISS');
  assert.deepEqual(JSON.parse(again.body), answer);
  assert.equal(again.headers.xkey, undefined);
  assert.equal(again.headers['cache-control'], 'public, max-age=0, must-revalidate');
  const origin = await send(ports[0], '/api/search?q=peppol&lang=en');
  const keys = String(origin.headers.xkey ?? '').split(' ');
  assert.deepEqual(keys.sort(), ['news:index', 'news:list', 'news:media', 'site']);
  assert.equal((await search(varnishPort, 'sv', 'peppol')).xCache, 'MISS');
  const swedish = await search(varnishPort, 'sv', 'lönerna');
  assert.ok(swedish.hits.length > 0);
  assert.ok(
    swedish.hits.every((hit) => hit.path.startsWith('/sv')),
    pathsOf(swedish).join(),
  );
  const pages = await search(varnishPort, 'en', 'payroll');
  assert.ok(pathsOf(pages).includes('/services/global-payroll'), pathsOf(pages).join());
  // Not published in Swedish: never found there.
  const englishOnly = await search(varnishPort, 'sv', 'nordic payroll one process');
  assert.ok(!pathsOf(englishOnly).some((p) => p.endsWith('/nordic-payroll-one-process')));
});

test('hostile queries are answered 4xx or trimmed, never 500', async () => {
  const long = await send(varnishPort, `/api/search?lang=en&q=${'a'.repeat(10_000)}`);
  assert.equal(long.status, 414);
  assert.ok(!long.body.includes('aaaa'));
  const script = await search(varnishPort, 'en', '<script>alert(1)</script>');
  assert.equal(script.query, '<script>alert(1)</script>');
  const nul = await send(varnishPort, '/api/search?lang=sv&q=l%C3%B6n%00%01');
  assert.equal(nul.status, 200);
  assert.equal(JSON.parse(nul.body).query, 'lön');
  assert.equal((await send(varnishPort, '/api/search?lang=de&q=x')).status, 400);
  assert.equal((await send(varnishPort, '/api/search?lang=en&q=x&limit=0')).status, 400);
  assert.equal((await send(varnishPort, '/api/search?lang=en&q=%E0%A4%A')).status, 200);
  assert.equal((await send(varnishPort, '/api/search?lang=en&q=a&q=b')).status, 200);
});

test('a publish, a change and an unpublish show in search as soon as on the article', async () => {
  await site.control('reset');
  const timings: Record<string, number> = {};
  const timed = async (name: string, work: () => Promise<unknown>) => {
    const startedAt = Date.now();
    await work();
    timings[name] = Date.now() - startedAt;
  };

  // Published: found in both languages.
  const draft = '/news/year-end-checklist-2026';
  assert.ok(!pathsOf(await search(varnishPort, 'en', 'year-end checklist')).includes(draft));
  await site.control('entries/draftYearEnd/publish');
  await postWebhook(`http://127.0.0.1:${ports[0]}`, 'draftYearEnd', 'publish');
  await Promise.all([
    timed('publish: article', () => articleAnswers(draft, 200)),
    timed('publish: search', () =>
      untilEverywhere('en', 'year-end checklist', (p) => p.includes(draft), 'published post found'),
    ),
    timed('publish: search sv', () =>
      untilEverywhere(
        'sv',
        'årsbokslutet',
        (p) => p.includes(`/sv${draft}`),
        'published post found in Swedish',
      ),
    ),
  ]);

  // Changed: found by its new words, no longer by the old ones.
  const changed = '/news/nordic-e-invoicing-peppol';
  await site.control('entries/postEinvoicing', {
    fields: { title: 'E-invoicing with Kvasirformat' },
  });
  await postWebhook(`http://127.0.0.1:${ports[1]}`, 'postEinvoicing', 'publish');
  await timed('change: search', () =>
    untilEverywhere('en', 'kvasirformat', (p) => p[0] === changed, 'changed title found'),
  );
  const [changedHit] = (await search(varnishPort, 'en', 'kvasirformat')).hits;
  assert.equal(changedHit?.title, 'E-invoicing with Kvasirformat');

  // An author renamed: the posts that show them are found under the new name.
  await site.control('entries/authorMaria', { fields: { name: 'Maria Kvasirsdotter' } });
  await postWebhook(`http://127.0.0.1:${ports[1]}`, 'authorMaria', 'publish');
  await timed('author: search', () =>
    untilEverywhere(
      'en',
      'kvasirsdotter',
      (p) => p.includes('/news/month-end-close-in-five-days'),
      'renamed author found',
    ),
  );

  // Unpublished: gone in both languages.
  const gone = '/news/client-day-2026';
  await site.control('entries/postClientDay/unpublish');
  await postWebhook(`http://127.0.0.1:${ports[0]}`, 'postClientDay', 'unpublish');
  await Promise.all([
    timed('unpublish: article', () => articleAnswers(gone, 404)),
    timed('unpublish: search', () =>
      untilEverywhere('en', 'client day', (p) => !p.includes(gone), 'unpublished post gone'),
    ),
    timed('unpublish: search sv', () =>
      untilEverywhere(
        'sv',
        'kunddag',
        (p) => !p.includes(`/sv${gone}`),
        'unpublished post gone in Swedish',
      ),
    ),
  ]);
  console.log(
    'seconds to show:',
    Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, v / 1000])),
  );
  for (const [step, ms] of Object.entries(timings)) assert.ok(ms < 10_000, `${step}: ${ms} ms`);
});

test('with the CMS failing, search answers what it had', async () => {
  await site.control('fail', { status: 503, count: 100_000 });
  try {
    // A change the instances hear of but cannot read: they keep the post as they had it.
    await postWebhook(`http://127.0.0.1:${ports[0]}`, 'postNetsuite', 'publish');
    for (let round = 0; round < 3; round++) {
      for (const port of everywhere) {
        const answer = await search(port, 'en', 'oneworld');
        assert.ok(
          pathsOf(answer).includes('/news/netsuite-oneworld-nordic-subsidiaries'),
          `${port}`,
        );
        assert.ok((await search(port, 'sv', 'redovisning')).total > 0);
      }
    }
  } finally {
    await site.control('fail', { count: 0 });
  }
  // The change was tried and failed (so the answers above came from what was held).
  assert.match(
    site.instances.map((instance) => instance.output()).join(''),
    /\[search\] 1 changed posts not read/,
  );
});

test('queries are not logged', () => {
  const logs = site.instances.map((instance) => instance.output()).join('');
  for (const query of ['peppol', 'kvasirformat', 'lönerna', 'year-end checklist']) {
    assert.ok(!logs.toLowerCase().includes(query), `"${query}" in the instances' output`);
  }
});
