#!/usr/bin/env node
/**
 * News at scale: builds the site against the fake Contentful delivery API (tests/fake-cda) for
 * the demo space and for generated spaces, serves each build, and prints per space: build
 * seconds, CMS requests made by the build, news pages pre-rendered, list and sitemap
 * completeness, a sample of old posts reachable, raw and gzip bytes of /news, and the
 * milliseconds from a publish webhook to the changed article being served.
 *
 *   npm run bench:news                          # demo, 1200 and 5000 posts
 *   npm run bench:news -- --posts 0,1200        # other sizes (0 = the demo space alone)
 *
 * Ports: the site on BENCH_PORT (default 3203), the fake on BENCH_CDA_PORT (default 4030).
 * Builds go to .next-bench (git-ignored).
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createFakeCda } from '../../tests/fake-cda/server.ts';
import {
  type FakeCdaStats,
  entryPayload,
  postSignedWebhook,
} from '../../tests/support/contentful-webhook.ts';
import type cmsEnvFile from '../../tests/fake-cda/cms-env.json';
import { SITE_URL, startNextServer } from '../lib/server.ts';
import { markdownTable } from '../lib/table.ts';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const nextBin = path.join(projectDir, 'node_modules/next/dist/bin/next');
const cmsEnv = JSON.parse(
  readFileSync(path.join(projectDir, 'tests/fake-cda/cms-env.json'), 'utf8'),
) as typeof cmsEnvFile;
const distDir = '.next-bench';

const argument = (name: string, fallback: string): string => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const sizes = argument('posts', '0,1200,5000').split(',').map(Number);
const sitePort = Number(process.env.BENCH_PORT ?? 3203);
const cdaPort = Number(process.env.BENCH_CDA_PORT ?? 4030);

async function build(env: Record<string, string>) {
  // next build adds its dist dir to tsconfig.json; the benchmark must not change the repo.
  const tsconfig = readFileSync(path.join(projectDir, 'tsconfig.json'), 'utf8');
  rmSync(path.join(projectDir, distDir), { recursive: true, force: true });
  const started = performance.now();
  const child = spawn(process.execPath, [nextBin, 'build'], {
    cwd: projectDir,
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number>((resolve) =>
    child.on('exit', (exit) => resolve(exit ?? 1)),
  );
  writeFileSync(path.join(projectDir, 'tsconfig.json'), tsconfig);
  if (code !== 0) throw new Error(`next build exited with ${code}`);
  return (performance.now() - started) / 1000;
}

/** HTML files Next wrote for the English news routes at build time (app/(site)/[locale]/news). */
function prerenderedNewsPages() {
  const root = path.join(projectDir, distDir, 'server/app/en/news');
  if (!existsSync(root)) return 0;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(path.join(dir, entry.name))
        : entry.name.endsWith('.html')
          ? [entry.name]
          : [],
    );
  // /news itself sits beside the folder as news.html.
  return walk(root).length + (existsSync(`${root}.html`) ? 1 : 0);
}

const articleLinks = (html: string) =>
  [...html.matchAll(/href="\/news\/([^"/?#]+)"/g)].map((match) =>
    decodeURIComponent(match[1] ?? ''),
  );

/** What the benchmark reads of a CDA answer (the fake's `handle`) for posts. */
type PostsPage = {
  total: number;
  items: { sys: { id: string }; fields: { slug: string; seoFields?: { sys: { id: string } } } }[];
  includes: {
    Entry: { sys: { id: string }; fields: { noindex?: boolean; canonicalUrl?: string } }[];
  };
};

async function measure(posts: number) {
  const fake = createFakeCda({ posts });
  await fake.listen(cdaPort);
  const env = {
    ...cmsEnv,
    NEXT_DIST_DIR: distDir,
    CONTENTFUL_HOST: `127.0.0.1:${cdaPort}`,
    SITE_URL,
  };
  const cda = (query: string) =>
    fake.handle(
      'GET',
      `/spaces/${cmsEnv.CONTENTFUL_SPACE_ID}/environments/master/entries?${query}`,
      { authorization: `Bearer ${cmsEnv.CONTENTFUL_ACCESS_TOKEN}` },
      '127.0.0.1',
      '',
    ).body as PostsPage;
  // What should be reachable: every published post, asked of the fake directly.
  const slugs: string[] = [];
  let indexable = 0;
  for (let skip = 0; ; skip += 1000) {
    const page = cda(
      `content_type=pageBlogPost&select=sys,fields.slug,fields.seoFields&include=1&limit=1000&skip=${skip}`,
    );
    const seo = new Map<string | undefined, { noindex?: boolean; canonicalUrl?: string }>(
      page.includes.Entry.map((entry) => [entry.sys.id, entry.fields]),
    );
    for (const item of page.items) {
      slugs.push(item.fields.slug);
      const fields = seo.get(item.fields.seoFields?.sys.id) ?? {};
      const own = `${SITE_URL}/news/${item.fields.slug}`;
      if (!fields.noindex && (!fields.canonicalUrl || fields.canonicalUrl === own)) indexable++;
    }
    if (skip + 1000 >= page.total) break;
  }
  const requests = () =>
    (fake.handle('GET', '/__control/stats', {}, '127.0.0.1', '').body as FakeCdaStats).requests;
  const statsBefore = requests();
  const buildSeconds = await build(env);
  const buildRequests = requests() - statsBefore;
  const prerendered = prerenderedNewsPages();

  const server = await startNextServer({ port: sitePort, dir: projectDir, env });
  try {
    const get = async (pathname: string) => {
      const response = await fetch(`${server.origin}${pathname}`);
      return { status: response.status, text: await response.text() };
    };
    const news = await get('/news');
    const raw = Buffer.byteLength(news.text);
    const gzip = gzipSync(news.text).byteLength;

    // Walk the list: /news, then /news/page/2 … until a page answers 404.
    const listed = new Set(articleLinks(news.text));
    let listPages = 1;
    for (let n = 2; ; n++) {
      const page = await get(`/news/page/${n}`);
      if (page.status !== 200) break;
      listPages = n;
      for (const slug of articleLinks(page.text)) listed.add(slug);
    }
    const sitemap = (await get('/sitemap.xml')).text;
    const sitemapUrls = new Set(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ''),
    );
    let inSitemap = 0;
    if (sitemap.includes('<sitemapindex')) {
      for (const file of sitemapUrls) {
        const shard = (await get(new URL(file).pathname)).text;
        inSitemap += [...shard.matchAll(/<loc>[^<]*\/news\/[^<]+<\/loc>/g)].length;
      }
    } else {
      inSitemap = [...sitemapUrls].filter((url) => url.includes('/news/')).length;
    }
    // Old posts render on their first visit: the oldest ten must answer 200.
    const oldest = slugs.slice(-10);
    let reachable = 0;
    for (const slug of oldest)
      if ((await get(`/news/${encodeURIComponent(slug)}`)).status === 200) reachable++;

    // Publish a change to the newest post, call the webhook, poll until it is served.
    const newest = articleLinks(news.text)[0];
    const [post] = cda(`content_type=pageBlogPost&fields.slug=${newest}&select=sys`).items;
    if (!post) throw new Error(`the fake has no post ${newest}`);
    const { id } = post.sys;
    const title = `Changed at ${Date.now()}`;
    fake.handle(
      'POST',
      `/__control/entries/${id}`,
      {},
      '127.0.0.1',
      JSON.stringify({ fields: { title } }),
    );
    const webhook = await postSignedWebhook(server.origin, entryPayload(id), {
      secret: cmsEnv.CONTENTFUL_WEBHOOK_SECRET,
    });
    if (!webhook.ok) throw new Error(`webhook answered ${webhook.status}`);
    const sent = performance.now();
    let freshMs: number | null = null;
    while (performance.now() - sent < 30_000) {
      if ((await get(`/news/${newest}`)).text.includes(title)) {
        freshMs = Math.round(performance.now() - sent);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return {
      posts: slugs.length,
      indexable,
      buildSeconds,
      buildRequests,
      prerendered,
      listPages,
      listed: listed.size,
      inSitemap,
      reachable: `${reachable}/${oldest.length}`,
      raw,
      gzip,
      freshMs,
    };
  } finally {
    await server.stop();
    await fake.close();
  }
}

const results = [];
for (const posts of sizes) {
  console.error(`\n— ${posts === 0 ? 'demo space' : `${posts} generated posts + demo`} —`);
  results.push({ label: posts === 0 ? 'demo' : String(posts), ...(await measure(posts)) });
}
rmSync(path.join(projectDir, distDir), { recursive: true, force: true });

const kB = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(
  markdownTable(
    [
      'space',
      'published posts',
      'build s',
      'CMS requests (build)',
      'news pages pre-rendered',
      'list pages',
      'posts listed',
      'posts in sitemap (indexable)',
      'oldest reachable',
      '/news raw kB',
      '/news gzip kB',
      'webhook → fresh ms',
    ],
    results.map((r) => [
      r.label,
      r.posts,
      r.buildSeconds.toFixed(1),
      r.buildRequests,
      r.prerendered,
      r.listPages,
      r.listed,
      `${r.inSitemap} (${r.indexable})`,
      r.reachable,
      kB(r.raw),
      kB(r.gzip),
      r.freshMs ?? 'not within 30 s',
    ]),
  ),
);
const demo = results.find((r) => r.label === 'demo');
for (const r of results) {
  const problems = [];
  if (r.listed !== r.posts) problems.push(`list shows ${r.listed} of ${r.posts} posts`);
  if (r.inSitemap !== r.indexable)
    problems.push(`sitemap has ${r.inSitemap} of ${r.indexable} indexable posts`);
  if (r.gzip > 30 * 1024 || r.raw > 150 * 1024)
    problems.push('/news over 30 kB gzip or 150 kB raw');
  if (r.freshMs === null || r.freshMs > 2000) problems.push('change not served within 2 s');
  if (demo && r !== demo && r.buildSeconds > demo.buildSeconds * 1.5)
    problems.push(`build ${(r.buildSeconds / demo.buildSeconds).toFixed(2)}× the demo build`);
  console.log(`${r.label}: ${problems.length ? problems.join('; ') : 'all targets met'}`);
}
